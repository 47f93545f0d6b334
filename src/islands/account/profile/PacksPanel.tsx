import { useEffect, useId, useState } from 'react';
import { packMessages } from '~/domain/promotions/messages-packs.ts';
import type { PackCredit } from '~/domain/promotions/packs.ts';
import { getMyCredits } from '~/lib/api/account/credits.ts';
import { ApiError } from '~/lib/api/core.ts';
import ListState from '~/islands/ui/ListState.tsx';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; packs: PackCredit[] };

/** What one pack still gives: its sessions and when they end, or that it is used up or expired. */
function packState(pack: PackCredit): string {
  if (pack.expired) return packMessages.packExpired(pack.lastDay);
  if (pack.remaining <= 0) return packMessages.packUsedUp;
  return packMessages.packLine(pack.remaining, pack.serviceNames, pack.lastDay);
}

/** "Tus bonos" on /perfil: each pack the customer bought and the sessions left in it. */
export function PacksPanel() {
  const id = useId();
  const [state, setState] = useState<State>({ status: 'loading' });

  function load() {
    setState({ status: 'loading' });
    getMyCredits()
      .then(({ data }) => setState({ status: 'done', packs: data }))
      .catch((error: unknown) => setState({ status: 'failed', message: error instanceof ApiError ? error.message : '' }));
  }
  useEffect(load, []);

  return (
    <section className="account-panel packs-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{packMessages.yourPacks}</h2>
      <ListState
        look="account"
        loading={state.status === 'loading' && packMessages.packsLoading}
        error={state.status === 'failed' ? `${packMessages.packsLoadError} ${state.message}`.trim() : undefined}
        onRetry={load}
        empty={state.status === 'done' && state.packs.length === 0 && packMessages.noPacks}
      />
      {state.status === 'done' && state.packs.length > 0 && (
        <ul className="packs-list">
          {state.packs.map((pack) => (
            <li key={pack._id} className={pack.remaining > 0 && !pack.expired ? 'pack-usable' : 'pack-spent'}>
              <strong>{pack.packName}</strong>
              <span>{packState(pack)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
