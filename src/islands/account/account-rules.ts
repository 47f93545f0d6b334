// First: it must run before the schemas are built.
import '~/lib/zod-without-eval.ts';

/**
 * The account forms' rules, the server's own schemas. Each form downloads this module (zod and the
 * schemas with it) on its first use, so the account pages themselves ship none of it.
 */
export {
  forgotPasswordSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signinSchema,
  signupSchema,
} from '~/domain/accounts/account-schemas.ts';
