/**
 * The zod schemas of accounts: a user as the API returns it, sign-up, sign-in, passwords, the profile and roles.
 */
import * as z from 'zod';
import { PROFILE_PIC_MAX_BYTES, maxDataUrlLength } from '../shared/images.ts';
import { messages } from '../shared/messages.ts';
import { PASSWORD_MAX_BYTES, passwordFitsBcrypt } from './passwords.ts';
import { acceptDataPolicySchema, emailSchema, objectIdSchema, requiredText, telSchema } from '../shared/schema-basics.ts';

export const roles = ['ADMIN', 'GENERAL'] as const;

export const roleSchema = z.enum(roles);

export type Role = z.infer<typeof roleSchema>;

export const publicUserSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  email: z.string(),
  tel: z.string(),
  role: roleSchema,
  profilePic: z.string(),
  /** Whether the owner of the e-mail confirmed it from their mailbox. */
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
});

export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * At most PASSWORD_MAX_BYTES UTF-8 bytes, what bcrypt reads: the character cap refuses a huge string
 * before it is encoded (72 characters are at least 72 bytes), the refinement counts the bytes.
 */
const withinBcryptLimit = (password: z.ZodString) =>
  password.max(PASSWORD_MAX_BYTES, { error: messages.passwordTooLong }).refine(passwordFitsBcrypt, { error: messages.passwordTooLong });

/** A password being set (sign-up, a new password, the admin script). */
export const passwordSchema = withinBcryptLimit(
  z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }).min(8, { error: messages.passwordTooShort }),
);

/** A profile photo as a data URL (checked again by its bytes on the server). */
export const profilePicSchema = z
  .string({ error: messages.profilePicRequired })
  .min(1, { error: messages.profilePicRequired })
  .max(maxDataUrlLength(PROFILE_PIC_MAX_BYTES), { error: messages.imageTooLarge(PROFILE_PIC_MAX_BYTES / 1024 / 1024) });

/** The sign-up's photo is optional: absent or '' is an account without one (its initials stand in). */
const signupPhotoSchema = z
  .string({ error: messages.imageInvalidType })
  .max(maxDataUrlLength(PROFILE_PIC_MAX_BYTES), { error: messages.imageTooLarge(PROFILE_PIC_MAX_BYTES / 1024 / 1024) })
  .optional()
  .default('');

export const signupSchema = z
  .object({
    name: requiredText(messages.nameRequired, 100),
    email: emailSchema,
    tel: telSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: messages.confirmPasswordRequired }).min(1, { error: messages.confirmPasswordRequired }),
    profilePic: signupPhotoSchema,
    acceptDataPolicy: acceptDataPolicySchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export type SignupForm = z.input<typeof signupSchema>;

/** A password over the limit cannot be anyone's: it is refused with 400 before any check or count. */
export const signinSchema = z.object({
  email: emailSchema,
  password: withinBcryptLimit(z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired })),
});

/** The forgotten-password form: the e-mail of the account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string({ error: messages.confirmPasswordRequired }).min(1, { error: messages.confirmPasswordRequired }),
};

const confirmationMatches: [(form: { password: string; confirmPassword: string }) => boolean, { error: string; path: string[] }] = [
  (form) => form.password === form.confirmPassword,
  { error: messages.passwordsDoNotMatch, path: ['confirmPassword'] },
];

/** The reset page: the link's token and the new password twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: messages.resetLinkInvalid }).trim().min(1, { error: messages.resetLinkInvalid }).max(200),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);

export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

/** A reset link checked as its page opens, before the form is filled (POST /api/reset-password/check). */
export const resetTokenCheckSchema = z.object({
  token: z.string({ error: messages.resetLinkInvalid }).trim().min(1, { error: messages.resetLinkInvalid }).max(200),
});

/** "Cambiar contraseña" on the profile: the current password, then the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: withinBcryptLimit(
      z.string({ error: messages.currentPasswordRequired }).min(1, { error: messages.currentPasswordRequired }),
    ),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);

export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;

/** Deleting one's own account: the password confirms it. */
export const deleteAccountSchema = z.object({
  password: withinBcryptLimit(z.string({ error: messages.accountPasswordRequired }).min(1, { error: messages.accountPasswordRequired })),
});

export type DeleteAccountForm = z.input<typeof deleteAccountSchema>;

/** The fields a user may change on their own profile; a photo is replaced only when sent. */
export const profileUpdateSchema = z.object({
  name: requiredText(messages.nameRequired, 100).optional(),
  tel: telSchema.optional(),
  profilePic: profilePicSchema.optional(),
});

export const updateUserRoleSchema = z.object({ userId: objectIdSchema, role: roleSchema });

/** The token of the link that confirms an account's e-mail (POST /api/confirm-email). */
export const emailConfirmSchema = z.object({
  token: z
    .string({ error: messages.emailConfirmLinkInvalid })
    .trim()
    .min(1, { error: messages.emailConfirmLinkInvalid })
    .max(200, { error: messages.emailConfirmLinkInvalid }),
});
