/**
 * The customer's own data: "Descargar mis datos" and "Eliminar mi cuenta" on /perfil.
 */
import { Hono } from 'hono';
import { dataExportFileName } from '../../../src/domain/accounts/account-data.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import { deleteAccountSchema } from '../../../src/domain/accounts/account-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { clearSessionCookie, currentUser, requireUser } from '../../http/session.ts';
import { deleteAccount } from '../../services/accounts/account-deletion.ts';
import { exportUserData } from '../../services/accounts/data-export.ts';

export const accountDataRoutes = new Hono<AppEnv>()
  // A file to keep, not an envelope: the JSON document itself, as an attachment.
  .get('/profile/export', requireUser, async (c) => {
    const deps = c.get('deps');
    const data = await exportUserData(deps, currentUser(c));
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${dataExportFileName(deps.clock())}"`,
      'Cache-Control': 'no-store',
    });
  })
  .delete('/profile', requireUser, async (c) => {
    const { password } = await readJson(c, deleteAccountSchema);
    await deleteAccount(c.get('deps'), currentUser(c), password, clientIp(c));
    clearSessionCookie(c);
    return ok(c, undefined, messages.accountDeleted);
  });
