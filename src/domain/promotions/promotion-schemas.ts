/**
 * The zod schemas of the discount codes: the owner's form (create and change) and the cart's check.
 */
import * as z from 'zod';
import {
  DISCOUNT_CODE_PATTERN,
  discountKinds,
  discountScopes,
  MAX_DISCOUNT_PESOS,
  MAX_DISCOUNT_USES,
  type DiscountKind,
  type DiscountRule,
} from './discounts.ts';
import { messages } from '../shared/messages.ts';
import { promotionMessages as text } from './messages-promotions.ts';
import { isValidDate } from '../schedule/schedule.ts';
import { checkoutItemSchema } from '../checkout/checkout-schemas.ts';

export const discountCodeSchema = z.string({ error: text.codeInvalid }).trim().regex(DISCOUNT_CODE_PATTERN, { error: text.codeInvalid });

const pesos = z.number({ error: text.codeAmountInvalid }).int({ error: text.codeAmountInvalid }).min(0, { error: text.codeAmountInvalid });
const uses = z
  .number({ error: text.codeUsesInvalid })
  .int({ error: text.codeUsesInvalid })
  .min(1, { error: text.codeUsesInvalid })
  .max(MAX_DISCOUNT_USES, { error: text.codeUsesInvalid });
const day = z
  .string({ error: messages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.dateInvalid })
  .refine(isValidDate, { error: messages.dateInvalid });

const fields = {
  code: discountCodeSchema,
  kind: z.enum(discountKinds, { error: text.codeKindInvalid }),
  value: z.number({ error: text.codeAmountInvalid }).int({ error: text.codeAmountInvalid }),
  appliesTo: z.enum(discountScopes, { error: text.codeScopeInvalid }),
  minSubtotal: pesos.max(MAX_DISCOUNT_PESOS, { error: text.codeAmountInvalid }),
  startsAt: day.nullable(),
  endsAt: day.nullable(),
  maxUses: uses.nullable(),
  maxUsesPerCustomer: uses.nullable(),
  active: z.boolean(),
};

interface Checked {
  kind?: DiscountKind | undefined;
  value?: number | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
}

/** The value fits the kind (1–100 %, or whole pesos above zero) and the dates are in order. */
function checkValueAndDates(input: Checked, context: z.RefinementCtx) {
  if (input.kind !== undefined && input.value !== undefined) {
    if (input.kind === 'percent' && (input.value < 1 || input.value > 100))
      context.addIssue({ code: 'custom', path: ['value'], message: text.codePercentInvalid });
    if (input.kind === 'fixed' && (input.value < 1 || input.value > MAX_DISCOUNT_PESOS))
      context.addIssue({ code: 'custom', path: ['value'], message: text.codeFixedInvalid });
  }
  if (input.startsAt && input.endsAt && input.endsAt < input.startsAt)
    context.addIssue({ code: 'custom', path: ['endsAt'], message: text.codeDatesInvalid });
}

/** POST /api/admin/discount-codes: what is not given takes its default (all lines, no minimum, no dates, no limits, active). */
export const discountCodeInputSchema = z
  .object({
    code: fields.code,
    kind: fields.kind,
    value: fields.value,
    appliesTo: fields.appliesTo.default('all'),
    minSubtotal: fields.minSubtotal.default(0),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    maxUses: fields.maxUses.default(null),
    maxUsesPerCustomer: fields.maxUsesPerCustomer.default(null),
    active: fields.active.default(true),
  })
  .superRefine(checkValueAndDates);
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;

/** PATCH /api/admin/discount-codes/:id: any of the fields; the kind and the value are checked together with the stored ones. */
export const discountCodeUpdateSchema = z
  .object({
    code: fields.code.optional(),
    kind: fields.kind.optional(),
    value: fields.value.optional(),
    appliesTo: fields.appliesTo.optional(),
    minSubtotal: fields.minSubtotal.optional(),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
    maxUses: fields.maxUses.optional(),
    maxUsesPerCustomer: fields.maxUsesPerCustomer.optional(),
    active: fields.active.optional(),
  })
  .superRefine(checkValueAndDates);
export type DiscountCodeUpdate = z.output<typeof discountCodeUpdateSchema>;

/** The whole code after a change: the same rules as a new one. */
export const storedDiscountCodeSchema = discountCodeInputSchema;

/** POST /api/discount-codes/check: the code and the cart's items, priced by the server as create-order would. */
export const discountCheckBodySchema = z.object({
  code: discountCodeSchema,
  items: z.array(checkoutItemSchema, { error: messages.checkoutItemsInvalid }).min(1, { error: messages.cartEmpty }).max(50),
});

/** A code as the owner's list shows it. */
export interface DiscountCode extends DiscountRule {
  _id: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** Paid orders that used it. */
  paidUses: number;
  /** Orders holding a use now (waiting for their payment). */
  heldUses: number;
  /** The pesos it took off paid orders. */
  discountGiven: number;
  createdAt: string;
  updatedAt: string;
}

/** The check's answer: how much the code takes off the lines now. */
export interface DiscountPreview {
  code: string;
  discount: number;
  /** Each item's share, in the order of the items sent. */
  lineDiscounts: number[];
}
