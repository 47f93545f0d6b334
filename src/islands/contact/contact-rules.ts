// First: it must run before the schemas are built.
import '~/lib/zod-without-eval.ts';

/**
 * The contact form's rules, the server's own schema. The form downloads this module (zod and the
 * schemas with it) on its first use, so the contact page itself ships none of it.
 */
export { contactFormSchema } from '~/domain/contact/contact-schemas.ts';
