// First: it must run before the schemas are built.
import '~/lib/zod-without-eval.ts';

/**
 * The payment reversal form's rules, the server's own schema, downloaded on the form's first use
 * so the page itself ships none of zod.
 */
export { paymentReversalSchema } from '~/domain/payment-reversal/payment-reversal-schemas.ts';
