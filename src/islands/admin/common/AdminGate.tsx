import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { isAdmin, loadSession } from '~/stores/session.ts';
import ListState from '~/islands/ui/ListState.tsx';
import { $publishView } from './publish-status.ts';

/**
 * The admin's guard: loads the session and sends anyone who is not an ADMIN to the home page.
 * Nothing of the section is mounted (and nothing is fetched) before the check passes. The server
 * checks the role again on every call.
 */
export function useAdminGuard(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let active = true;
    void loadSession().then((user) => {
      if (!active) return;
      if (isAdmin(user)) setAllowed(true);
      else window.location.replace('/');
    });
    return () => {
      active = false;
    };
  }, []);
  return allowed;
}

export default function AdminGate({ children }: { children: ReactNode }) {
  const allowed = useAdminGuard();
  if (!allowed) return <ListState look="panel" loading={adminMessages.adminCheckingAccess} />;
  return <>{children}</>;
}

/** "Cambios publicados": always in the page, so screen readers hear the change. */
export function PublishBadge() {
  const view = useStore($publishView);
  const text = view === 'published' ? messages.published : '';
  return (
    <p className={`admin-publish admin-publish-${view}`} role="status" aria-live="polite">
      {text && (
        <>
          <span className="admin-publish-dot" aria-hidden="true" />
          {text}
        </>
      )}
    </p>
  );
}

/** The row above a section's content: its actions on the left, the publish badge on the right. */
export function Toolbar({ children }: { children?: ReactNode }) {
  return (
    <div className="admin-toolbar">
      <div className="admin-toolbar-actions">{children}</div>
      <PublishBadge />
    </div>
  );
}

/** "Cargando…" while a section's part is on its way (a lazy dialog, a list). */
export function Loading() {
  return <ListState look="panel" loading={adminMessages.adminLoading} />;
}
