/**
 * The footer's newsletter and the unsubscribe page.
 */
import type { NewsletterSubscribeForm } from '~/domain/schemas.ts';
import { apiRequest } from './core.ts';

/** Subscribes with the marketing consent; the same answer whether the e-mail was subscribed or not (POST /api/newsletter). */
export const subscribeToNewsletter = (form: NewsletterSubscribeForm) => apiRequest<undefined>('POST', 'newsletter', { body: form });

/** Ends the subscription of the e-mail's link; using it again answers the same (POST /api/newsletter/unsubscribe). */
export const unsubscribeFromNewsletter = (token: string) => apiRequest<undefined>('POST', 'newsletter/unsubscribe', { body: { token } });
