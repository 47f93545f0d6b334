/**
 * The footer's newsletter, and the confirmation and unsubscribe pages.
 */
import type { NewsletterSubscribeForm } from '~/domain/legal/newsletter-schemas.ts';
import { apiRequest } from './core.ts';

/** Asks to subscribe with the marketing consent (the owner of the e-mail confirms from the mail); the same answer whatever the e-mail (POST /api/newsletter). */
export const subscribeToNewsletter = (form: NewsletterSubscribeForm) =>
  apiRequest<'POST /newsletter'>('POST', 'newsletter', { body: form });

/** Ends the subscription of the e-mail's link; using it again answers the same (POST /api/newsletter/unsubscribe). */
export const unsubscribeFromNewsletter = (token: string) =>
  apiRequest<'POST /newsletter/unsubscribe'>('POST', 'newsletter/unsubscribe', { body: { token } });

/** Confirms the subscription of the e-mail's link; confirming again answers the same (POST /api/newsletter/confirm). */
export const confirmNewsletterSubscription = (token: string) =>
  apiRequest<'POST /newsletter/confirm'>('POST', 'newsletter/confirm', { body: { token } });
