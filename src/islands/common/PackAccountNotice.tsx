import { packMessages } from '~/domain/promotions/messages-packs.ts';
import { sessionMessages } from '~/domain/accounts/messages-session.ts';
import './pack-notice.css';

/** "Para comprar un bono inicia sesión…" and the link to /login: beside a pack's button and in a guest's cart. */
export default function PackAccountNotice() {
  return (
    <p className="pack-notice" role="note">
      {packMessages.packNeedsAccount} <a href="/login">{sessionMessages.accountLogin}</a>
    </p>
  );
}
