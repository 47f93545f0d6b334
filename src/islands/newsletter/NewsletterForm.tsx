import { useId, useState, type FormEvent } from 'react';
import { shopMessages as messages } from '~/domain/shared/messages-shop.ts';
import { legalMessages } from '~/domain/legal/messages-legal.ts';
import { ApiError } from '~/lib/api/core.ts';
import { subscribeToNewsletter } from '~/lib/api/newsletter.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import './newsletter.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The footer's newsletter: an e-mail and the separate, unticked box for marketing e-mails. Nothing
 * is stored without the box (the server refuses it too); the server then asks the owner of the
 * e-mail to confirm by mail, and answers the same whether the e-mail was subscribed already or not.
 */
export default function NewsletterForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; accepted?: string }>({});
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setStatus('');
    const found = {
      ...(EMAIL_PATTERN.test(email.trim()) ? {} : { email: messages.emailInvalid }),
      ...(accepted ? {} : { accepted: messages.marketingConsentRequired }),
    };
    setErrors(found);
    if (found.email || !accepted) {
      document.getElementById(found.email ? `${id}-email` : `${id}-accept`)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await subscribeToNewsletter({ email, acceptMarketing: accepted });
      setStatus(answer.message ?? messages.newsletterSubscribed);
      setEmail('');
      setAccepted(false);
    } catch (error) {
      setErrors({ email: error instanceof ApiError && error.status !== 0 ? error.message : legalMessages.newsletterFailed });
    } finally {
      setSending(false);
    }
  }

  const described = (field: 'email' | 'accept', error: string | undefined) => ({
    id: `${id}-${field}`,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-${field}-error` : undefined,
  });

  return (
    <form className="newsletter" noValidate onSubmit={(event) => void submit(event)} aria-label={legalMessages.newsletterFormLabel}>
      <label htmlFor={`${id}-email`}>{legalMessages.newsletterEmailLabel}</label>
      <div className="newsletter-row">
        <input
          {...described('email', errors.email)}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="tu@correo.com"
          maxLength={200}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn" disabled={!hydrated || sending}>
          {sending ? legalMessages.newsletterSending : legalMessages.newsletterSubmit}
        </button>
      </div>
      <p className="newsletter-error" id={`${id}-email-error`} aria-live="polite">
        {errors.email ?? ''}
      </p>
      <div className="newsletter-consent">
        <input
          {...described('accept', errors.accepted)}
          name="acceptMarketing"
          type="checkbox"
          required
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setErrors(({ accepted: _done, ...rest }) => rest);
          }}
        />
        <label htmlFor={`${id}-accept`}>{legalMessages.consentMarketing}</label>
      </div>
      <p className="newsletter-error" id={`${id}-accept-error`} aria-live="polite">
        {errors.accepted ?? ''}
      </p>
      <p className="newsletter-policy">
        {legalMessages.consentMarketingPolicy}
        <a href="/politica-de-datos">{legalMessages.consentDataPolicyLink}</a>
      </p>
      <p className="newsletter-status" role="status">
        {status}
      </p>
    </form>
  );
}
