/**
 * The zod schemas of options and variants (see variants.ts for the rules): what the admin sends,
 * and what the API answers.
 */
import * as z from 'zod';
import { idSchema } from '../shared/ids.ts';
import { variantMessages as t } from './messages-variants.ts';
import { MAX_OPTION_VALUES } from './variants.ts';

const optionNamePattern = /^[\p{L}\p{N}][\p{L}\p{N} ]{0,39}$/u;
export const optionNameSchema = z.string({ error: t.optionNameInvalid }).trim().regex(optionNamePattern, { error: t.optionNameInvalid });
const optionValueSchema = z.string({ error: t.optionValueInvalid }).trim().min(1, { error: t.optionValueInvalid }).max(40, {
  error: t.optionValueInvalid,
});

export const productOptionSchema = z.object({
  name: optionNameSchema,
  values: z.array(optionValueSchema, { error: t.optionsInvalid }).min(1, { error: t.optionsInvalid }).max(MAX_OPTION_VALUES),
});

const variantPrice = z
  .number({ error: t.variantPriceInvalid })
  .int({ error: t.variantPriceInvalid })
  .min(0, { error: t.variantPriceInvalid })
  .max(1_000_000_000, { error: t.variantPriceInvalid });

/** A variant as the admin sends it; `imageUrl` is the shop's image address rule (product-input-schemas.ts). */
export function variantInputSchema(imageUrl: z.ZodType<string>) {
  return z.object({
    /** A variant already saved keeps its id; a new one gets an id from the server. */
    _id: idSchema(t.variantNotFound).optional(),
    options: z.record(optionNameSchema, optionValueSchema, { error: t.variantOptionsMismatch }),
    stock: z.number({ error: t.variantStockInvalid }).int({ error: t.variantStockInvalid }).min(0, { error: t.variantStockInvalid }),
    sku: z
      .string({ error: t.variantSkuInvalid })
      .trim()
      .regex(/^[\w.-]{0,64}$/, { error: t.variantSkuInvalid })
      .optional()
      .transform((sku) => (sku ? sku : undefined)),
    price: variantPrice.optional(),
    sellingPrice: variantPrice.optional(),
    image: imageUrl.optional(),
  });
}

/** The stored schema of a variant, as the API returns it. */
export const productVariantSchema = z.object({
  _id: z.string(),
  options: z.record(z.string(), z.string()),
  stock: z.number().int().min(0),
  sku: z.string().optional(),
  price: z.number().int().min(0).optional(),
  sellingPrice: z.number().int().min(0).optional(),
  image: z.string().optional(),
});
