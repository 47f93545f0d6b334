/**
 * The account's e-mail, confirmed from its own mailbox: a new link from /perfil, and the
 * /confirmar-correo page's button.
 */
import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { emailConfirmSchema } from '../../../src/domain/accounts/account-schemas.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import { confirmEmail, resendEmailConfirmation } from '../../services/accounts/email-confirmation.ts';

export const emailConfirmationRoutes = new Hono<AppEnv>()
  // 409 when the e-mail is confirmed already, 429 past the hourly limit.
  .post('/profile/email-confirmation', requireUser, async (c) => {
    await resendEmailConfirmation(c.get('deps'), currentUser(c));
    return ok(c, undefined, messages.emailConfirmationSent);
  })
  // The link's token is the proof: no session needed (the link may open in another browser). 400 for a used, expired or unknown one.
  .post('/confirm-email', async (c) => {
    const { token } = await readJson(c, emailConfirmSchema);
    await confirmEmail(c.get('deps'), token);
    return ok(c, undefined, messages.emailConfirmed);
  });
