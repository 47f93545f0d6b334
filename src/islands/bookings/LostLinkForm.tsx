import { useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { lostLinkMessages as t } from '~/domain/bookings/messages-lost-links.ts';
import { resendBookingLinks } from '~/lib/api/booking-links.ts';
import { ApiError } from '~/lib/api/core.ts';
import { FormAlert, EmailField } from '~/islands/ui/Field.tsx';
import { useSessionUser } from '~/islands/common/use-session-user.ts';

/**
 * "¿No tienes el enlace? Te lo enviamos de nuevo": a /mi-reserva opened without a (valid) link asks
 * for the e-mail of the booking, and the server mails the link of each reservation still to come.
 * The answer is the same whatever the e-mail. A signed-in customer is also pointed to /orders.
 */
export default function LostLinkForm() {
  const emailId = `${useId()}-email`;
  const user = useSessionUser();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSent('');
    setFailure('');
    setError(undefined);
    if (!email.trim()) return setError(messages.emailInvalid);
    setSending(true);
    try {
      const answer = await resendBookingLinks({ email });
      setSent(answer.message ?? t.sent);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setError(caught.message);
      else setFailure(caught instanceof ApiError && caught.status !== 0 ? caught.message : messages.networkError);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="lost-link" aria-labelledby={`${emailId}-title`}>
      <h2 id={`${emailId}-title`}>{t.offerTitle}</h2>
      <p>{t.offerIntro}</p>
      <form className="lost-link-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${emailId}-title`}>
        <FormAlert tone="success" message={sent} />
        <FormAlert message={failure} />
        <EmailField
          inputId={emailId}
          label={t.emailLabel}
          error={error}
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t.sending : t.submit}
        </button>
      </form>
      {user && (
        <p className="lost-link-orders">
          {t.signedInHint} <a href="/orders">{t.ordersLink}</a>
        </p>
      )}
    </section>
  );
}
