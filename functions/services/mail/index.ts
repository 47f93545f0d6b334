/** The mail capability's front door: all that other capabilities may import from it. */
export { resumeContactMail } from './contact.ts';
export { deliverDueMail, queueMail } from './mail-outbox.ts';
export { subscriptionStatus, sweepUnconfirmedSubscriptions } from './newsletter.ts';
export { sendEmailConfirmationRequest } from './notifications.ts';
export { mailSubscriptions } from './mail-subscriptions.ts';
