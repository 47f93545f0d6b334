import PackAccountNotice from '~/islands/common/PackAccountNotice.tsx';
import { useSessionUser } from '~/islands/common/use-session-user.ts';

/** Beside a pack's "Añadir al carrito": a guest may add it, but only a signed-in customer can pay it. */
export default function PackGuestNotice() {
  return useSessionUser() === null ? <PackAccountNotice /> : null;
}
