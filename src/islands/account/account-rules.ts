// First: it must run before the schemas are built.
import '~/lib/zod-without-eval.ts';
import { signinSchema } from '~/domain/schemas.ts';

/**
 * The account forms' rules, the server's own schemas. Each form downloads this module (zod and the
 * schemas with it) on its first use, so the account pages themselves ship none of it.
 */
export { profileUpdateSchema, signinSchema, signupSchema } from '~/domain/schemas.ts';

/** The forgotten-password form asks for the sign-in's e-mail alone. */
export const forgotPasswordSchema = signinSchema.pick({ email: true });
