/**
 * "Datos de facturación" on /perfil: the buyer a signed-in customer keeps for their invoices, which
 * the checkout brings back (src/domain/invoicing/buyer-schemas.ts checks it). Only the account's
 * owner reads or changes it; it goes with the account when the account is deleted. The invoices
 * already issued keep their own copy (on the records), as the law requires.
 */
import type { InvoiceBuyer } from '../../../src/domain/invoicing/buyer.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { UserDoc } from '../../store/documents.ts';

/** The buyer the account keeps, or null. */
export function keptInvoiceBuyer(user: UserDoc): InvoiceBuyer | null {
  return user.invoiceBuyer ?? null;
}

/** Keeps (or replaces) the account's buyer: false when the account is gone or being deleted, which keeps nothing. */
export async function keepInvoiceBuyer(deps: AppDeps, user: UserDoc, buyer: InvoiceBuyer): Promise<boolean> {
  const updated = await deps.store
    .collection('users')
    .findOneAndUpdate({ _id: user._id, deletion: { $exists: false } }, { $set: { invoiceBuyer: buyer, updatedAt: deps.clock() } });
  return updated !== null;
}

/** "Guardar datos de facturación" on /perfil: 404 when the account is gone. */
export async function saveInvoiceBuyer(deps: AppDeps, user: UserDoc, buyer: InvoiceBuyer): Promise<InvoiceBuyer> {
  if (!(await keepInvoiceBuyer(deps, user, buyer))) throw new ServiceError(404, messages.userNotFound);
  return buyer;
}

/** Forgets the account's buyer: its next invoices go to consumidor final unless the checkout names one. */
export async function forgetInvoiceBuyer(deps: AppDeps, user: UserDoc): Promise<void> {
  await deps.store.collection('users').updateOne({ _id: user._id }, { $unset: { invoiceBuyer: '' }, $set: { updatedAt: deps.clock() } });
}
