import { useEffect, useState } from 'react';
import { legalMessages } from '~/domain/messages-legal.ts';
import { ApiError } from '~/lib/api/core.ts';
import { confirmNewsletterSubscription } from '~/lib/api/newsletter.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { takeTokenFromAddress } from './token-from-address.ts';

/**
 * /confirmar-suscripcion: one button that confirms the subscription of the e-mail's link. A button
 * and not the page's own load: mail scanners open links, and only a person should confirm.
 */
export default function ConfirmSubscriptionButton() {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => setToken(takeTokenFromAddress()), []);

  async function confirm() {
    if (!token || sending) return;
    setSending(true);
    setFailure('');
    try {
      setDone((await confirmNewsletterSubscription(token)).message ?? '');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : legalMessages.confirmFailed);
    } finally {
      setSending(false);
    }
  }

  if (done) return <FormAlert tone="success" message={done} />;
  if (token === '') return <FormAlert message={legalMessages.confirmMissingToken} />;
  return (
    <>
      <FormAlert message={failure} />
      <button type="button" className="btn" disabled={!hydrated || !token || sending} onClick={() => void confirm()}>
        {sending ? legalMessages.confirmWorking : legalMessages.confirmButton}
      </button>
    </>
  );
}
