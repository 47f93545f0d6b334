import { useEffect, useState } from 'react';
import { ApiError } from '~/lib/api/core.ts';
import { takeTokenFromAddress } from '~/lib/token-from-address.ts';
import { FormAlert } from '~/islands/ui/Field.tsx';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';

export interface TokenActionTexts {
  button: string;
  working: string;
  /** The link came without its token. */
  missingToken: string;
  /** The server could not be reached (its own refusals show its message). */
  failed: string;
}

interface TokenActionButtonProps {
  /** Sends the link's token; resolves to the server's message. */
  action: (token: string) => Promise<{ message?: string | undefined }>;
  texts: TokenActionTexts;
}

/**
 * The one button of a page an e-mail links to with `?token=…` (confirm a subscription, end it,
 * confirm an account's e-mail).
 * A button and not the page's own load: mail scanners open links, and only a person should act.
 */
export default function TokenActionButton({ action, texts }: TokenActionButtonProps) {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => setToken(takeTokenFromAddress()), []);

  async function act() {
    if (!token || sending) return;
    setSending(true);
    setFailure('');
    try {
      setDone((await action(token)).message ?? '');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : texts.failed);
    } finally {
      setSending(false);
    }
  }

  if (done) return <FormAlert tone="success" message={done} />;
  if (token === '') return <FormAlert message={texts.missingToken} />;
  return (
    <>
      <FormAlert message={failure} />
      <button type="button" className="btn" disabled={!hydrated || !token || sending} onClick={() => void act()}>
        {sending ? texts.working : texts.button}
      </button>
    </>
  );
}
