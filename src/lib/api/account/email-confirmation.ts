/**
 * The account's e-mail, confirmed from its own mailbox.
 */
import { apiRequest } from '~/lib/api/core.ts';

/** Sends a new link to the account's e-mail (POST /api/profile/email-confirmation); 409 when it is confirmed already, 429 past the hourly limit. */
export const resendEmailConfirmation = () => apiRequest<'POST /profile/email-confirmation'>('POST', 'profile/email-confirmation');

/** Confirms the e-mail of the link's account (POST /api/confirm-email); 400 for a used, expired or unknown link. */
export const confirmEmail = (token: string) => apiRequest<'POST /confirm-email'>('POST', 'confirm-email', { body: { token } });
