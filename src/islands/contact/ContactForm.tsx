// First: it must run before the schemas are built.
import '../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { contactFormSchema } from '../../domain/schemas.ts';
import { ApiError } from '../../lib/api/core.ts';
import { sendContactMessage } from '../../lib/api/contact.ts';
import { toast } from '../../lib/toast.ts';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const emptyValues: Values = { name: '', email: '', subject: '', message: '' };
const fieldOrder: Field[] = ['name', 'email', 'subject', 'message'];

/** The same rules as the server's (spec §5): one message per field, the first zod found. */
function validate(values: Values): Errors {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fieldOrder.includes(field as Field) && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return errors;
}

/** The contact page's form: checks in the browser, sends to /api/forma, answers with a toast. */
export default function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  // Until hydrated, a click would submit the plain form and put the message in the address bar.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  function change(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // After a first try, errors follow the typing so a fixed field stops complaining at once.
      if (submitted) setErrors(validate(next));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(contactFormSchema.parse(values));
      toast.success(messages.contactSent);
      setValues(emptyValues);
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      toast.error(error instanceof ApiError ? messages.contactFailedWithReason(error.message) : messages.contactFailed);
    } finally {
      setSending(false);
    }
  }

  function fieldProps(field: Field) {
    const errorId = `${id}-${field}-error`;
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: change(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId : undefined,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        refs.current[field] = element;
      },
    };
  }

  function errorSlot(field: Field) {
    return (
      <p className="field-error" id={`${id}-${field}-error`} aria-live="polite">
        {errors[field] ?? ''}
      </p>
    );
  }

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages.contactFormTitle}</h2>
      <p className="form-note">{messages.contactRequiredNote}</p>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          {messages.contactNameLabel} <span aria-hidden="true">*</span>
        </label>
        <input type="text" autoComplete="name" maxLength={100} required {...fieldProps('name')} />
        {errorSlot('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>
          {messages.contactEmailLabel} <span aria-hidden="true">*</span>
        </label>
        <input type="email" autoComplete="email" maxLength={200} required {...fieldProps('email')} />
        {errorSlot('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{messages.contactSubjectLabel}</label>
        <input type="text" maxLength={150} {...fieldProps('subject')} />
        {errorSlot('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>
          {messages.contactMessageLabel} <span aria-hidden="true">*</span>
        </label>
        <textarea rows={6} maxLength={5000} required {...fieldProps('message')} />
        {errorSlot('message')}
      </div>
      <button type="submit" className="btn contact-submit" disabled={!hydrated || sending}>
        {sending ? messages.contactSending : messages.contactSubmit}
      </button>
    </form>
  );
}
