/**
 * The messages about an account: the password-reset link, the link that confirms the e-mail, and
 * the welcome after sign-up.
 */
import { business } from '../shared/business.ts';
import { EMAIL_CONFIRMATION_HOURS } from '../accounts/email-confirmation.ts';
import { mailMessages as t } from './messages-mail.ts';
import { renderMail, type RenderedMail } from './render.ts';

export function passwordResetMail(input: { name: string; resetUrl: string }, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.resetSubject,
      title: t.resetTitle,
      blocks: [
        { kind: 'paragraph', text: t.greeting(input.name) },
        { kind: 'paragraph', text: t.resetIntro },
        { kind: 'button', label: t.resetButton, href: input.resetUrl },
        { kind: 'note', text: t.resetNote },
      ],
    },
    siteOrigin,
  );
}

export function emailConfirmationMail(input: { name: string; email: string; confirmUrl: string }, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.emailConfirmSubject,
      title: t.emailConfirmTitle,
      blocks: [
        { kind: 'paragraph', text: t.greeting(input.name) },
        { kind: 'paragraph', text: t.emailConfirmIntro(input.email) },
        { kind: 'button', label: t.emailConfirmButton, href: input.confirmUrl },
        { kind: 'note', text: t.emailConfirmNote(EMAIL_CONFIRMATION_HOURS) },
      ],
    },
    siteOrigin,
  );
}

export function welcomeMail(input: { name: string }, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.welcomeSubject(business.name),
      title: t.welcomeTitle(input.name),
      blocks: [
        { kind: 'paragraph', text: t.welcomeIntro },
        { kind: 'button', label: t.welcomeCatalogue, href: `${siteOrigin}/catalogo` },
        { kind: 'link', label: t.welcomeOrders, href: `${siteOrigin}/orders` },
      ],
    },
    siteOrigin,
  );
}
