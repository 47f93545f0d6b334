/**
 * The zod schemas of reservation and sale records: their lists and a change of status.
 */
import * as z from 'zod';
import { messages } from '../shared/messages.ts';
import { reservationStatuses, saleStatuses } from './records.ts';
import { dateSchema } from '../shared/schema-basics.ts';
import { shipmentInputSchema } from '../shipments/shipment-schemas.ts';

export const recordKinds = ['reserva', 'venta'] as const;

export type RecordKind = (typeof recordKinds)[number];

export const transactionsQuerySchema = z.object({
  type: z.enum(['reservas', 'ventas']).optional(),
  mine: z.literal('1').optional(),
});

export const transactionStatusBodySchema = z.object({
  status: z.enum([...reservationStatuses, ...saleStatuses], { error: messages.transactionStatusInvalid }),
  /** A sale marked "enviada": the carrier and the guide it goes with (refused without them). */
  shipment: shipmentInputSchema.optional(),
});

export const adminRecordsQuerySchema = z.object({
  type: z.enum(['reservas', 'ventas']),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  status: z.string().max(30).optional(),
  /** One payment's records: the link of the owner's notice e-mail. */
  reference: z.string().trim().max(40).optional(),
  page: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(100_000)).optional(),
  pageSize: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(200)).optional(),
});
