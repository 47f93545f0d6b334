import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { contactRequestTypes, type ContactRequestType } from '~/domain/contact/contact-request-types.ts';
import { ApiError } from '~/lib/api/core.ts';
import { sendContactMessage, type FiledContactRequest } from '~/lib/api/contact.ts';
import { toast } from '~/lib/toast.ts';
import { ConsentBox } from '~/islands/ui/CheckboxField.tsx';
import { RequiredMark, SelectField, TextAreaField, TextField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';
import { FiledRequestNotice } from './FiledRequestNotice.tsx';

type TextFieldName = 'name' | 'email' | 'subject' | 'message';
type Field = TextFieldName | 'requestType' | 'acceptDataPolicy';
type Values = Record<TextFieldName, string> & { requestType: ContactRequestType; acceptDataPolicy: boolean };

const emptyValues: Values = { name: '', email: '', requestType: 'general', subject: '', message: '', acceptDataPolicy: false };
const fields: readonly Field[] = ['name', 'email', 'requestType', 'subject', 'message', 'acceptDataPolicy'];
const loadRules = () => import('./contact-rules.ts').then((rules) => rules.contactFormSchema);

/**
 * The contact page's form: checks in the browser with the server's rules, sends to
 * /api/forma, answers with a toast; a PQR or a personal-data request also leaves its radicado on the page. The rules download on the form's first focus, not with the page.
 */
export default function ContactForm() {
  const id = useId();
  const inputId = (field: Field) => `${id}-${field}`;
  // Until hydrated, a click would submit the plain form and put the message in the address bar.
  const hydrated = useHydrated();
  const form = useLazyZodForm(loadRules, fields, inputId);
  const [values, setValues] = useState<Values>(emptyValues);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // The last PQR or personal-data request sent from this page, and the address its copy went to.
  const [filed, setFiled] = useState<{ request: FiledContactRequest; email: string } | null>(null);
  // A second click while the rules download must not send twice.
  const busy = useRef(false);

  function update(next: Values) {
    setValues(next);
    // After a first try, errors follow the typing so a fixed field stops complaining at once.
    if (tried) form.setErrors(form.check(next));
  }

  function change(field: TextFieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update({ ...values, [field]: event.target.value });
  }

  function chooseType(event: ChangeEvent<HTMLSelectElement>) {
    const chosen = contactRequestTypes.find((type) => type === event.target.value);
    if (chosen) update({ ...values, requestType: chosen });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      let valid;
      try {
        valid = await form.validate(values);
      } catch {
        toast.error(messages.contactFailed);
        return;
      }
      setTried(true);
      if (!valid) return;
      setSending(true);
      try {
        const { data: request } = await sendContactMessage(valid);
        setFiled(request ? { request, email: valid.email } : null);
        toast.success(messages.contactSent);
        setValues(emptyValues);
        form.setErrors({});
        setTried(false);
      } catch (error) {
        toast.error(error instanceof ApiError ? messages.contactFailedWithReason(error.message) : messages.contactFailed);
      } finally {
        setSending(false);
      }
    } finally {
      busy.current = false;
    }
  }

  const shared = (field: TextFieldName) => ({
    inputId: inputId(field),
    name: field,
    value: values[field],
    error: form.errors[field],
    onChange: change(field),
  });
  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={form.preload}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{messages.contactFormTitle}</h2>
      <p className="form-note">{messages.contactRequiredNote}</p>
      <TextField
        {...shared('name')}
        label={
          <>
            {messages.contactNameLabel}
            <RequiredMark />
          </>
        }
        type="text"
        autoComplete="name"
        maxLength={100}
        required
      />
      <TextField
        {...shared('email')}
        label={
          <>
            {messages.contactEmailLabel}
            <RequiredMark />
          </>
        }
        type="email"
        autoComplete="email"
        maxLength={200}
        required
      />
      <SelectField
        inputId={inputId('requestType')}
        name="requestType"
        label={legalMessages.contactRequestTypeLabel}
        hint={legalMessages.contactRequestTypeHint}
        error={form.errors.requestType}
        value={values.requestType}
        onChange={chooseType}
      >
        {contactRequestTypes.map((type) => (
          <option key={type} value={type}>
            {legalMessages.contactRequestTypes.get(type)}
          </option>
        ))}
      </SelectField>
      <TextField {...shared('subject')} label={messages.contactSubjectLabel} type="text" maxLength={150} />
      <TextAreaField
        {...shared('message')}
        label={
          <>
            {messages.contactMessageLabel}
            <RequiredMark />
          </>
        }
        rows={6}
        maxLength={5000}
        required
      />
      <ConsentBox
        document="dataPolicy"
        inputId={inputId('acceptDataPolicy')}
        error={form.errors.acceptDataPolicy}
        checked={values.acceptDataPolicy}
        onCheckedChange={(acceptDataPolicy) => update({ ...values, acceptDataPolicy })}
      />
      <button type="submit" className="btn contact-submit" disabled={!hydrated || sending}>
        {sending ? messages.contactSending : messages.contactSubmit}
      </button>
      {filed && <FiledRequestNotice filed={filed.request} email={filed.email} />}
    </form>
  );
}
