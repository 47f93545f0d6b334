/**
 * The zod schemas of IVA: a tax treatment as the owner's forms send it, and the owner's default.
 */
import * as z from 'zod';
import '../shared/schema-basics.ts';
import { taxTreatments } from './tax.ts';
import { taxMessages } from './messages-taxes.ts';

export const taxTreatmentSchema = z.enum(taxTreatments, { error: taxMessages.treatmentInvalid });

/** PUT /admin/tax-default: the treatment of products and services without their own. */
export const taxDefaultBodySchema = z.object({ taxTreatment: taxTreatmentSchema });
