/**
 * The messages about an account: the password-reset link, the link that confirms the e-mail, and
 * the welcome after sign-up.
 */
import { business } from '../business.ts';
import { EMAIL_CONFIRMATION_HOURS } from '../email-confirmation.ts';
import { mailMessages as t } from '../messages-mail.ts';
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

/** The owner's copy of a contact message; a PQR or a personal-data request says what it is and by when to answer (`request`). */
export function contactNoticeMail(
  input: { name: string; email: string; subject: string; message: string; request?: { label: string; answerBy: string } },
  siteOrigin: string,
): RenderedMail {
  return renderMail(
    {
      subject: t.contactNoticeSubject(input.subject || t.contactNoticeNoSubject),
      title: t.contactNoticeTitle,
      blocks: [
        {
          kind: 'facts',
          rows: [
            [t.noticeCustomer, `${input.name} <${input.email}>`],
            ...(input.request
              ? [[t.contactNoticeRequest, input.request.label] as const, [t.contactNoticeAnswerBy, input.request.answerBy] as const]
              : []),
          ],
        },
        ...input.message.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text })),
        { kind: 'note', text: t.contactNoticeReply },
        { kind: 'link', label: t.noticeOpenAdmin, href: `${siteOrigin}/admin-panel/mensajes` },
      ],
    },
    siteOrigin,
  );
}
