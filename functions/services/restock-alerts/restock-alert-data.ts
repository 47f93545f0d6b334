/**
 * Alerts are personal data (an e-mail and what its owner waits for): the account's data export
 * lists those of its e-mail and the account's deletion removes them. The sweeper deletes those past
 * their retention (services/operations/retention.ts).
 */
import { exportedConsents, type ExportedRestockAlert } from '../../../src/domain/accounts/data-export.ts';
import { restockAlertStateWords } from '../../../src/domain/restock-alerts/messages-restock-alerts.ts';
import { formatMoment, isoInBogota } from '../../../src/domain/shared/dates.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import { alertItem } from './alert-items.ts';

/** The alerts of an e-mail, as the data export shows them (oldest first). */
export async function exportedRestockAlerts(deps: AppDeps, email: string): Promise<ExportedRestockAlert[]> {
  const alerts = await deps.store.collection('restockAlerts').find({ email }, { sort: { createdAt: 1, _id: 1 } });
  const exported: ExportedRestockAlert[] = [];
  for (const alert of alerts) {
    const item = await alertItem(deps.store, alert.productId, alert.variantId);
    exported.push({
      correo: alert.email,
      producto: item?.name ?? '',
      productoId: alert.productId,
      estado: restockAlertStateWords[alert.status] ?? alert.status,
      consentimientos: exportedConsents(alert.consents),
      creadoEl: formatMoment(alert.createdAt),
      creadoElISO: isoInBogota(alert.createdAt),
    });
  }
  return exported;
}

/** The account's deletion: every alert of its e-mail goes. */
export async function deleteRestockAlertsOf(store: Store, email: string): Promise<number> {
  return (await store.collection('restockAlerts').deleteMany({ email })).deletedCount;
}
