import { useEffect, useState } from 'react';
import { legalMessages } from '~/domain/messages-legal.ts';
import { ApiError } from '~/lib/api/core.ts';
import { unsubscribeFromNewsletter } from '~/lib/api/newsletter.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { takeTokenFromAddress } from './token-from-address.ts';

/** /darse-de-baja: one button that ends the subscription of the e-mail's link. */
export default function UnsubscribeButton() {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => setToken(takeTokenFromAddress()), []);

  async function unsubscribe() {
    if (!token || sending) return;
    setSending(true);
    setFailure('');
    try {
      setDone((await unsubscribeFromNewsletter(token)).message ?? '');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : legalMessages.unsubscribeFailed);
    } finally {
      setSending(false);
    }
  }

  if (done) return <FormAlert tone="success" message={done} />;
  if (token === '') return <FormAlert message={legalMessages.unsubscribeMissingToken} />;
  return (
    <>
      <FormAlert message={failure} />
      <button type="button" className="btn" disabled={!hydrated || !token || sending} onClick={() => void unsubscribe()}>
        {sending ? legalMessages.unsubscribeWorking : legalMessages.unsubscribeButton}
      </button>
    </>
  );
}
