import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '~/domain/messages.ts';
import { ApiError } from '~/lib/api/core.ts';
import { sendContactMessage } from '~/lib/api/contact.ts';
import { toast } from '~/lib/toast.ts';
import { RequiredMark, TextAreaField, TextField } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useLazyZodForm } from '~/islands/ui/use-lazy-zod-form.ts';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;

const emptyValues: Values = { name: '', email: '', subject: '', message: '' };
const fields: readonly Field[] = ['name', 'email', 'subject', 'message'];
const loadRules = () => import('./contact-rules.ts').then((rules) => rules.contactFormSchema);

/**
 * The contact page's form: checks in the browser with the server's rules, sends to
 * /api/forma, answers with a toast. The rules download on the form's first focus, not with the page.
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
  // A second click while the rules download must not send twice.
  const busy = useRef(false);

  function change(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // After a first try, errors follow the typing so a fixed field stops complaining at once.
      if (tried) form.setErrors(form.check(next));
    };
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
        await sendContactMessage(valid);
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

  const shared = (field: Field) => ({ inputId: inputId(field), name: field, value: values[field], error: form.errors[field], onChange: change(field) });
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void submit(event)} onFocus={form.preload} aria-labelledby={`${id}-title`}>
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
      <button type="submit" className="btn contact-submit" disabled={!hydrated || sending}>
        {sending ? messages.contactSending : messages.contactSubmit}
      </button>
    </form>
  );
}
