/**
 * The zod schema of the payment reversal request (POST /api/payment-reversals).
 */
import * as z from 'zod';
import { REVERSAL_CASES } from './reversal-cases.ts';
import { reversalServerMessages as t } from './messages-payment-reversal.ts';
import { acceptDataPolicySchema, requiredText } from '../shared/schema-basics.ts';

export const paymentReversalSchema = z.object({
  name: requiredText(t.nameRequired, 100),
  email: z
    .string({ error: t.emailInvalid })
    .trim()
    .max(200)
    .pipe(z.email({ error: t.emailInvalid })),
  orderReference: requiredText(t.orderRequired, 60),
  reversalCase: z.enum(REVERSAL_CASES, { error: t.caseInvalid }),
  learnedOn: z.iso.date({ error: t.learnedOnInvalid }),
  description: requiredText(t.descriptionRequired, 3000),
  acceptDataPolicy: acceptDataPolicySchema,
});

export type PaymentReversalForm = z.infer<typeof paymentReversalSchema>;
