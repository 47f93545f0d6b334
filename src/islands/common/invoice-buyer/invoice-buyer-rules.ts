// First: it must run before the schemas are built.
import '~/lib/zod-without-eval.ts';

/**
 * The invoice buyer's rules, the server's own schema. The checkout's part and the profile's section
 * download this module (zod and the schema with it) only when the fields are used.
 */
export { invoiceBuyerSchema } from '~/domain/invoicing/buyer-schemas.ts';
