/**
 * The shop's default IVA treatment (src/domain/invoicing/tax.ts): for products and services without their own.
 */
import type { TaxTreatment } from '~/domain/invoicing/tax.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** GET /api/admin/tax-default. */
export const getTaxDefault = () => apiRequest<'GET /admin/tax-default'>('GET', 'admin/tax-default');

/** PUT /api/admin/tax-default. */
export const saveTaxDefault = (taxTreatment: TaxTreatment) =>
  apiRequest<'PUT /admin/tax-default'>('PUT', 'admin/tax-default', { body: { taxTreatment } });
