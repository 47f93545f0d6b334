import { Hono } from 'hono';
import { messages } from '../../../src/domain/shared/messages.ts';
import { accountAccessMessages } from '../../../src/domain/accounts/messages-account-access.ts';
import {
  forgotPasswordSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
  signinSchema,
  signupSchema,
} from '../../../src/domain/accounts/account-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { ok, readJson } from '../../http/envelope.ts';
import { ServiceError } from '../../services/errors.ts';
import { comesFromAnotherSite } from '../../http/origin.ts';
import { clearSessionCookie, currentUser, requireUser, sessionClaims, setSessionCookie } from '../../http/session.ts';
import { signIn, signUp, toPublicUser } from '../../services/accounts/accounts.ts';
import { changePassword, checkResetToken, requestPasswordReset, resetPassword } from '../../services/accounts/password-reset.ts';
import { updateProfile } from '../../services/accounts/profile.ts';
import { endSession } from '../../services/accounts/sessions.ts';

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const form = await readJson(c, signupSchema);
    const user = await signUp(c.get('deps'), form, clientIp(c));
    return ok(c, user, messages.signupSuccess, 201);
  })
  .post('/signin', async (c) => {
    const credentials = await readJson(c, signinSchema);
    const { token, user } = await signIn(c.get('deps'), credentials, clientIp(c));
    setSessionCookie(c, token);
    return ok(c, user, messages.signinSuccess);
  })
  // GET stays for links, but another site's link or image must not sign the visitor out.
  .on(['GET', 'POST'], '/userLogout', async (c) => {
    if (comesFromAnotherSite(c)) throw new ServiceError(403, messages.logoutFromAnotherSite);
    const session = await sessionClaims(c);
    if (session) await endSession(c.get('deps').store, session.userId, session.sessionId);
    clearSessionCookie(c);
    return ok(c, undefined, messages.logoutSuccess);
  })
  .get('/user-details', requireUser, (c) => ok(c, toPublicUser(currentUser(c))))
  .patch('/profile', requireUser, async (c) => {
    const patch = await readJson(c, profileUpdateSchema);
    return ok(c, await updateProfile(c.get('deps'), currentUser(c), patch), messages.profileUpdated);
  })
  .patch('/profile/password', requireUser, async (c) => {
    const form = await readJson(c, passwordChangeSchema);
    const session = await sessionClaims(c);
    await changePassword(c.get('deps'), currentUser(c), session?.sessionId ?? '', form, clientIp(c));
    return ok(c, undefined, messages.passwordChanged);
  })
  // The same answer for every e-mail, known or not: nobody learns which ones have accounts.
  .post('/forgot-password', async (c) => {
    const { email } = await readJson(c, forgotPasswordSchema);
    await requestPasswordReset(c.get('deps'), email, clientIp(c));
    return ok(c, undefined, messages.forgotPasswordSent);
  })
  // Says whether a reset link still works without using it; a POST, so the token stays out of logs.
  .post('/reset-password/check', async (c) => {
    const { token } = await readJson(c, resetTokenCheckSchema);
    await checkResetToken(c.get('deps'), token, clientIp(c));
    return ok(c, { valid: true }, accountAccessMessages.resetLinkChecked);
  })
  .post('/reset-password', async (c) => {
    const form = await readJson(c, resetPasswordSchema);
    const { token, user } = await resetPassword(c.get('deps'), form.token, form.password, clientIp(c));
    setSessionCookie(c, token);
    return ok(c, toPublicUser(user), messages.passwordResetDone);
  });
