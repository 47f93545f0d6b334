/**
 * Getting back into an account, and changing its password.
 */
import type { z } from 'zod';
import type { forgotPasswordSchema, PasswordChangeForm, ResetPasswordForm } from '~/domain/accounts/account-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** Answers the same for every e-mail; a known one gets a link (POST /api/forgot-password). */
export const requestPasswordReset = (form: z.input<typeof forgotPasswordSchema>) =>
  apiRequest<'POST /forgot-password'>('POST', 'forgot-password', { body: form });

/** Whether a reset link still works, without using it (POST /api/reset-password/check); 400 for a used or expired one. */
export const checkResetLink = (token: string, signal?: AbortSignal) =>
  apiRequest<'POST /reset-password/check'>('POST', 'reset-password/check', { body: { token }, signal });

/** Sets the new password and signs in (POST /api/reset-password); 400 for a used or expired link. */
export const resetPassword = (form: ResetPasswordForm) => apiRequest<'POST /reset-password'>('POST', 'reset-password', { body: form });

/** The signed-in user's new password; the other sessions end (PATCH /api/profile/password). */
export const changePassword = (form: PasswordChangeForm) =>
  apiRequest<'PATCH /profile/password'>('PATCH', 'profile/password', { body: form });
