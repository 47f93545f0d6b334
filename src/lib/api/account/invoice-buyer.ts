/**
 * The signed-in customer's "Datos de facturación": who their invoices go to.
 */
import type { InvoiceBuyerInput } from '~/domain/invoicing/buyer-schemas.ts';
import { apiRequest } from '~/lib/api/core.ts';

/** The buyer the account keeps, or null (GET /api/profile/invoice-buyer). */
export const getMyInvoiceBuyer = () => apiRequest<'GET /profile/invoice-buyer'>('GET', 'profile/invoice-buyer');

/** Keeps or replaces it, checked and normalised by the server (PUT /api/profile/invoice-buyer). */
export const saveMyInvoiceBuyer = (invoiceBuyer: InvoiceBuyerInput) =>
  apiRequest<'PUT /profile/invoice-buyer'>('PUT', 'profile/invoice-buyer', { body: { invoiceBuyer } });

/** Forgets it (DELETE /api/profile/invoice-buyer). */
export const removeMyInvoiceBuyer = () => apiRequest<'DELETE /profile/invoice-buyer'>('DELETE', 'profile/invoice-buyer');
