/** The back-in-stock alerts capability's front door ("Avísame cuando llegue"): all that other capabilities may import from it. */
export { cancelRestockAlert, confirmRestockAlert, requestRestockAlert } from './alert-requests.ts';
export { deleteRestockAlertsOf, exportedRestockAlerts } from './restock-alert-data.ts';
export { restockAlertSubscriptions } from './restock-alert-subscriptions.ts';
export { waitingAlerts } from './waiting-alerts.ts';
export type { WaitingItem } from './waiting-alerts.ts';
