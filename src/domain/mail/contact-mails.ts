/**
 * The messages about a contact request: the owner's copy of every message (a PQR or a personal-data
 * request says what it is, its filing number and by when to answer), and the acknowledgement its
 * sender gets of a filed request (its radicado, their words quoted and the legal date of the answer).
 */
import type { AcknowledgedDeadline, FiledRequestKind } from '../contact/contact-requests.ts';
import { mailMessages as t } from './messages-mail.ts';
import { contactMailMessages as c } from '../contact/messages-contact.ts';
import { renderMail, type MailBlock, type RenderedMail } from './render.ts';

/** What the owner's copy says of a filed request: its type, radicado and the date to answer by (all written for a person). */
export interface FiledRequestNotice {
  label: string;
  /** The inbox's short name of the type, for the subject ("PQR", "Datos personales"). */
  shortLabel: string;
  radicado: string;
  answerBy: string;
}

const paragraphsOf = (message: string): MailBlock[] => message.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text }));

/** The owner's copy of a contact message; a filed request names its type and radicado in the subject. */
export function contactNoticeMail(
  input: { name: string; email: string; subject: string; message: string; request?: FiledRequestNotice },
  siteOrigin: string,
): RenderedMail {
  const subject = input.subject || t.contactNoticeNoSubject;
  const { request } = input;
  return renderMail(
    {
      subject: request ? c.noticeSubject(request.shortLabel, request.radicado, subject) : t.contactNoticeSubject(subject),
      title: t.contactNoticeTitle,
      blocks: [
        {
          kind: 'facts',
          rows: [
            [t.noticeCustomer, `${input.name} <${input.email}>`],
            ...(request
              ? [
                  [t.contactNoticeRequest, request.label] as const,
                  [c.factRadicado, request.radicado] as const,
                  [t.contactNoticeAnswerBy, request.answerBy] as const,
                ]
              : []),
          ],
        },
        ...paragraphsOf(input.message),
        { kind: 'note', text: t.contactNoticeReply },
        { kind: 'link', label: t.noticeOpenAdmin, href: `${siteOrigin}/admin-panel/mensajes` },
      ],
    },
    siteOrigin,
  );
}

/** What the sender is told of their filed request; dates and deadlines already written for a person. */
export interface AcknowledgementFacts {
  name: string;
  kind: FiledRequestKind;
  label: string;
  radicado: string;
  receivedAt: string;
  subject: string;
  message: string;
  deadlines: readonly (Omit<AcknowledgedDeadline, 'answerBy'> & { answerBy: string })[];
}

function deadlineRows(facts: AcknowledgementFacts): (readonly [string, string])[] {
  return facts.deadlines.map(({ dataRequest, businessDays, answerBy }) => {
    if (dataRequest === 'consulta') return [c.factAnswerByConsultation(businessDays), answerBy] as const;
    if (dataRequest === 'reclamo') return [c.factAnswerByClaim(businessDays), answerBy] as const;
    return [c.factAnswerBy, answerBy] as const;
  });
}

function termsNote(facts: AcknowledgementFacts): string {
  const days = (dataRequest: AcknowledgedDeadline['dataRequest']) =>
    facts.deadlines.find((deadline) => deadline.dataRequest === dataRequest)?.businessDays ?? 0;
  if (facts.kind === 'reversion') return c.ackTermsReversal(days(null));
  return facts.kind === 'pqr' ? c.ackTermsPqr(days(null)) : c.ackTermsData(days('consulta'), days('reclamo'));
}

/** The acknowledgement of a PQR or a personal-data request, to its sender. */
export function contactAcknowledgementMail(facts: AcknowledgementFacts, siteOrigin: string): RenderedMail {
  return renderMail(
    {
      subject: c.ackSubject(facts.radicado),
      title: c.ackTitle,
      blocks: [
        { kind: 'paragraph', text: t.greeting(facts.name) },
        { kind: 'paragraph', text: c.ackIntro(facts.radicado) },
        {
          kind: 'facts',
          rows: [
            [c.factRadicado, facts.radicado],
            [c.factType, facts.label],
            [c.factReceived, facts.receivedAt],
            ...(facts.subject ? [[c.factSubject, facts.subject] as const] : []),
            ...deadlineRows(facts),
          ],
        },
        { kind: 'heading', text: c.ackQuoteHeading },
        { kind: 'quote', text: facts.message },
        { kind: 'note', text: termsNote(facts) },
        { kind: 'note', text: c.ackReply },
        { kind: 'link', label: c.ackPolicy, href: `${siteOrigin}/politica-de-datos` },
      ],
    },
    siteOrigin,
  );
}
