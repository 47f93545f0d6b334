/**
 * The newsletter's only message before the owner of the address confirms: the request to confirm
 * (double opt-in), with the confirmation link and, for whoever did not ask, the unsubscribe link.
 */
import { business } from '../shared/business.ts';
import { mailMessages as t } from './messages-mail.ts';
import { retention } from '../legal/retention.ts';
import { renderMail, type RenderedMail } from './render.ts';

export function newsletterConfirmationMail(input: { confirmUrl: string; unsubscribeUrl: string }, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.newsletterConfirmSubject(business.name),
      title: t.newsletterConfirmTitle,
      blocks: [
        { kind: 'paragraph', text: t.newsletterConfirmIntro },
        { kind: 'button', label: t.newsletterConfirmButton, href: input.confirmUrl },
        { kind: 'note', text: t.newsletterConfirmExpiry(retention.newsletterConfirmDays) },
        { kind: 'note', text: t.newsletterWhy },
        { kind: 'link', label: t.newsletterUnsubscribe, href: input.unsubscribeUrl },
        { kind: 'note', text: t.newsletterUnsubscribeNote },
        { kind: 'link', label: t.newsletterPolicy, href: `${siteOrigin}/politica-de-datos` },
      ],
    },
    siteOrigin,
  );
}
