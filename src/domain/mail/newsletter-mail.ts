/**
 * The confirmation of a newsletter subscription, with its one-click unsubscribe link.
 */
import { business } from '../business.ts';
import { mailMessages as t } from '../messages-mail.ts';
import { renderMail, type RenderedMail } from './render.ts';

export function newsletterWelcomeMail(input: { unsubscribeUrl: string }, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: t.newsletterSubject(business.name),
      title: t.newsletterTitle,
      blocks: [
        { kind: 'paragraph', text: t.newsletterIntro },
        { kind: 'note', text: t.newsletterWhy },
        { kind: 'button', label: t.newsletterUnsubscribe, href: input.unsubscribeUrl },
        { kind: 'note', text: t.newsletterUnsubscribeNote },
        { kind: 'link', label: t.newsletterPolicy, href: `${siteOrigin}/politica-de-datos` },
      ],
    },
    siteOrigin,
  );
}
