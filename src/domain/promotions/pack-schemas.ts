/** The pack fields of the product form (upload-product, update-product), apart from packs.ts so the cart does not download zod. */
import * as z from 'zod';
import { idSchema } from '../shared/ids.ts';
import { packMessages as t } from './messages-packs.ts';
import { MAX_PACK_SERVICES, MAX_PACK_SESSIONS, MAX_PACK_VALIDITY_DAYS } from './packs.ts';

const wholeNumber = (message: string, max: number) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });

/** The pack fields of the product form (upload-product, update-product). */
export const packFieldsShape = {
  packSessions: wholeNumber(t.sessionsInvalid, MAX_PACK_SESSIONS).optional(),
  packServiceIds: z
    .array(idSchema(t.servicesInvalid), { error: t.servicesInvalid })
    .min(1, { error: t.servicesRequired })
    .max(MAX_PACK_SERVICES, { error: t.servicesInvalid })
    .transform((ids) => [...new Set(ids)])
    .optional(),
  packValidityDays: wholeNumber(t.validityInvalid, MAX_PACK_VALIDITY_DAYS).optional(),
};
