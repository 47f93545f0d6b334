/**
 * The zod schemas of the signed-in cart: adding, changing, removing and merging lines.
 */
import * as z from 'zod';
import { idSchema } from '../shared/ids.ts';
import { variantMessages } from '../catalogue/messages-variants.ts';
import { messages } from '../shared/messages.ts';
import { objectIdSchema } from '../shared/schema-basics.ts';

export const quantitySchema = z.number({ error: messages.quantityInvalid }).int({ error: messages.quantityInvalid }).min(1, {
  error: messages.quantityInvalid,
});

/** The variant of a product with variants (a size and colour); absent for any other product. */
export const variantIdSchema = idSchema(variantMessages.variantNotFound);

export const addToCartBodySchema = z.object({
  productId: objectIdSchema,
  variantId: variantIdSchema.optional(),
  quantity: quantitySchema.optional(),
});

export const updateCartLineBodySchema = z.object({ _id: objectIdSchema, quantity: quantitySchema });

export const deleteCartLineBodySchema = z.object({ _id: objectIdSchema });

export const mergeCartBodySchema = z.object({
  items: z.array(z.object({ productId: objectIdSchema, variantId: variantIdSchema.optional(), quantity: quantitySchema })).max(100),
});
