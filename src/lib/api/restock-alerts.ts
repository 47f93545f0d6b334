/**
 * "Avísame cuando llegue": the product page's form, and the page its mails link to.
 */
import type { RestockAlertForm } from '~/domain/restock-alerts/restock-alert-schemas.ts';
import { apiRequest } from './core.ts';

/** Asks for an alert of a sold-out item with the data policy (the owner of the e-mail confirms from the mail); the same answer whatever the e-mail (POST /api/restock-alerts). */
export const requestRestockAlert = (form: RestockAlertForm) => apiRequest<'POST /restock-alerts'>('POST', 'restock-alerts', { body: form });

/** Confirms the alert of the mail's link (POST /api/restock-alerts/confirm). */
export const confirmRestockAlert = (token: string) =>
  apiRequest<'POST /restock-alerts/confirm'>('POST', 'restock-alerts/confirm', { body: { token } });

/** Ends the alert of the mail's link; using it again answers the same (POST /api/restock-alerts/unsubscribe). */
export const cancelRestockAlert = (token: string) =>
  apiRequest<'POST /restock-alerts/unsubscribe'>('POST', 'restock-alerts/unsubscribe', { body: { token } });
