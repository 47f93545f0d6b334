import { useStore } from '@nanostores/react';
import type { PublicUser } from '~/domain/accounts/account-schemas.ts';
import { $user } from '~/stores/session.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';

/**
 * The session user as an island may render it: `undefined` on the first render, like the prebuilt
 * HTML, even when another island already knows the user. Rendering the user at once would not
 * match the HTML and React would throw away the island's markup (hydration error #418).
 */
export function useSessionUser(): PublicUser | null | undefined {
  const user = useStore($user);
  const hydrated = useHydrated();
  return hydrated ? user : undefined;
}
