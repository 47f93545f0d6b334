/**
 * "Descargar mis datos" (Ley 1581 de 2012, the right to know): everything the shop keeps about the
 * signed-in user, as one JSON document a person can read and a program too (its shape and the way
 * it writes dates and amounts are src/domain/accounts/data-export.ts). Only what is linked to the account by
 * its id: an order a guest paid with the same e-mail is not included (an e-mail typed on a form
 * proves nothing about who typed it), nor are contact messages (they are not linked to accounts).
 * The newsletter subscription of the account's e-mail depends on the address alone: it is included
 * only once the owner of the address confirmed it (email-confirmation.ts). Never the password
 * hash, the session ids, a reset token's hash or a receipt's token. Limited per user
 * (`dataExportsPerUser`), since it reads every order of the account. The reviews the account wrote
 * are listed once it wrote any.
 */
import { business } from '../../../src/domain/shared/business.ts';
import {
  aboutTheExport,
  emailStateWord,
  exportedCheckout,
  exportedConsents,
  exportedInvoiceBuyer,
  exportedMoment,
  exportedPack,
  exportedRecord,
  exportedReview,
  roleWord,
  subscriptionStateWord,
  type DataExport,
} from '../../../src/domain/accounts/data-export.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { AppDeps } from '../../deps.ts';
import type { UserDoc } from '../../store/documents.ts';
import { isEmailConfirmed } from './email-confirmation.ts';
import { subscriptionStatus } from '../mail/index.ts';
import { requireRateSlot } from '../platform/index.ts';
import { recordsOfUser } from '../records/index.ts';
import { exportedRestockAlerts } from '../restock-alerts/index.ts';
import { exportedWaitlistEntries } from '../waitlist/index.ts';
import { customerPacks } from '../promotions/index.ts';
import { reviewsOfAccount } from '../reviews/index.ts';
import { withdrawalsOfAccount } from '../withdrawals/index.ts';

export type { DataExport };

const { readable, exact } = exportedMoment;

export async function exportUserData(deps: AppDeps, user: UserDoc): Promise<DataExport> {
  const { store, clock } = deps;
  const now = clock();
  await requireRateSlot(store, 'dataExportsPerUser', user._id, now, messages.tooManyDataExports);
  const records = await recordsOfUser(store, user._id);
  const orders = await store.collection('paymentOrders').find({ userId: user._id }, { sort: { createdAt: -1, _id: -1 } });
  const reviews = await reviewsOfAccount(store, user._id);
  const withdrawals = await withdrawalsOfAccount(deps, user._id);
  return {
    acercaDeEsteArchivo: aboutTheExport(business.name),
    generadoEl: readable(now),
    generadoElISO: exact(now),
    cuenta: {
      id: user._id,
      nombre: user.name,
      correo: user.email,
      estadoDelCorreo: emailStateWord(isEmailConfirmed(user)),
      telefono: user.tel,
      rol: roleWord(user.role),
      foto: user.profilePic,
      creadaEl: readable(user.createdAt),
      creadaElISO: exact(user.createdAt),
      actualizadaEl: readable(user.updatedAt),
      actualizadaElISO: exact(user.updatedAt),
      ...(user.invoiceBuyer ? { datosDeFacturacion: exportedInvoiceBuyer(user.invoiceBuyer) } : {}),
    },
    consentimientos: exportedConsents(user.consents),
    compras: records.filter((record) => record.kind === 'venta').map(exportedRecord),
    reservas: records.filter((record) => record.kind === 'reserva').map(exportedRecord),
    pagosIniciados: orders.map(exportedCheckout),
    carrito: await cartOf(deps, user._id),
    bonos: (await customerPacks(deps, user._id)).map(exportedPack),
    ...(reviews.length > 0 ? { reseñas: reviews.map(exportedReview) } : {}),
    novedadesPorCorreo: isEmailConfirmed(user) ? await newsletterOf(deps, user.email) : null,
    ...(await restockAlertsOf(deps, user)),
    ...(await waitlistOf(deps, user)),
    ...(withdrawals.length > 0
      ? {
          retractos: withdrawals.map((withdrawal) => ({
            radicado: withdrawal.radicado,
            compra: withdrawal.reference,
            productos: withdrawal.productNames,
            motivo: withdrawal.reason,
            estado: withdrawal.status,
            valorADevolver: withdrawal.amount,
            solicitadoElISO: exact(new Date(withdrawal.requestedAt)),
          })),
        }
      : {}),
  };
}

/** The waitlists the account joined (and its e-mail's, once confirmed); the key only when there is one. */
async function waitlistOf(deps: AppDeps, user: UserDoc): Promise<Pick<DataExport, 'listasDeEspera'>> {
  const entries = await exportedWaitlistEntries(deps, user._id, isEmailConfirmed(user) ? user.email : null);
  return entries.length > 0 ? { listasDeEspera: entries } : {};
}

/** The back-in-stock alerts of the account's e-mail, once it is confirmed (as the newsletter); the key only when there is one. */
async function restockAlertsOf(deps: AppDeps, user: UserDoc): Promise<Pick<DataExport, 'avisosDeExistencias'>> {
  if (!isEmailConfirmed(user)) return {};
  const alerts = await exportedRestockAlerts(deps, user.email);
  return alerts.length > 0 ? { avisosDeExistencias: alerts } : {};
}

async function cartOf(deps: AppDeps, userId: string): Promise<DataExport['carrito']> {
  const lines = await deps.store.collection('carts').find({ userId }, { sort: { createdAt: 1, _id: 1 } });
  if (lines.length === 0) return [];
  const products = await deps.store
    .collection('products')
    .find({ _id: { $in: lines.map((line) => line.productId) } }, { projection: { productName: 1 } });
  const names = new Map(products.map((product) => [product._id, product.productName]));
  return lines.map((line) => ({
    producto: names.get(line.productId) ?? '',
    productoId: line.productId,
    cantidad: line.quantity,
    actualizadoEl: readable(line.updatedAt ?? line.createdAt),
    actualizadoElISO: exact(line.updatedAt ?? line.createdAt),
  }));
}

async function newsletterOf(deps: AppDeps, email: string): Promise<DataExport['novedadesPorCorreo']> {
  const subscription = await deps.store.collection('subscriptions').findOne({ email });
  if (!subscription) return null;
  return {
    correo: subscription.email,
    // Pending until the owner of the address confirms it from the mail.
    estado: subscriptionStateWord(subscriptionStatus(subscription)),
    consentimientos: exportedConsents(subscription.consents),
    creadaEl: readable(subscription.createdAt),
    creadaElISO: exact(subscription.createdAt),
    ...(subscription.confirmedAt
      ? { confirmadaEl: readable(subscription.confirmedAt), confirmadaElISO: exact(subscription.confirmedAt) }
      : {}),
  };
}
