import { describe, expect, it } from 'vitest';
import {
  acknowledgedDeadlines,
  addBusinessDays,
  answerBusinessDays,
  answerDeadline,
  contactKindOf,
  filingYear,
  formatRadicado,
  isBusinessDay,
  isFiledRequest,
  radicadoSequence,
} from '../../src/domain/contact/contact-requests.ts';
import { contactAcknowledgementMail } from '../../src/domain/mail/contact-mails.ts';

describe('legal answer deadlines of contact requests', () => {
  it('counts Colombian business days: no weekends, no holidays, the day of receipt never counts', () => {
    expect(isBusinessDay('2026-03-20')).toBe(true);
    expect(isBusinessDay('2026-03-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-03-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-03-23')).toBe(false); // San José, moved to Monday
    expect(addBusinessDays('2026-03-20', 1)).toBe('2026-03-24');
    // Navidad on a Friday, then the weekend.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-03-24', 0)).toBe('2026-03-24');
  });

  it('gives a personal-data request 10 business days and a PQR 15, across San José and Holy Week', () => {
    // Received Friday 20 March 2026 at 10:00 in Bogotá.
    const received = new Date('2026-03-20T15:00:00Z');
    expect(answerDeadline('datos', received)).toBe('2026-04-08');
    expect(answerDeadline('pqr', received)).toBe('2026-04-15');
    expect(answerDeadline('general', received)).toBeNull();
  });

  it('gives a personal-data claim 15 business days, and a consultation stays at 10', () => {
    const received = new Date('2026-03-20T15:00:00Z');
    expect(answerDeadline('datos', received, 'reclamo')).toBe('2026-04-15');
    expect(answerDeadline('datos', received, 'consulta')).toBe('2026-04-08');
    expect(answerBusinessDays('datos', 'reclamo')).toBe(15);
    expect(answerBusinessDays('datos')).toBe(10);
    // The class belongs to data requests only: a PQR keeps its 15 days, a general message none.
    expect(answerDeadline('pqr', received, 'consulta')).toBe('2026-04-15');
    expect(answerDeadline('general', received, 'reclamo')).toBeNull();
  });

  it('takes the day of receipt in Bogotá time, not UTC', () => {
    // 22:00 on Friday in Bogotá is already Saturday in UTC.
    expect(answerDeadline('datos', new Date('2026-03-21T03:00:00Z'))).toBe('2026-04-08');
  });

  it('decides the kind from the fixed list of request types', () => {
    expect(contactKindOf('pqr')).toBe('pqr');
    expect(contactKindOf('datos')).toBe('datos');
    expect(contactKindOf('general')).toBe('general');
  });
});

describe('filing a PQR or a personal-data request', () => {
  it('files only a PQR and a personal-data request', () => {
    expect(isFiledRequest('pqr')).toBe(true);
    expect(isFiledRequest('datos')).toBe(true);
    expect(isFiledRequest('reversion')).toBe(true);
    expect(isFiledRequest('general')).toBe(false);
  });

  it('numbers them per Bogotá year, six digits at least', () => {
    expect(formatRadicado(2026, 123)).toBe('PQR-2026-000123');
    expect(formatRadicado(2026, 1_234_567)).toBe('PQR-2026-1234567');
    expect(radicadoSequence(2026)).toBe('radicado-2026');
    // 22:00 of 31 December in Bogotá is already 1 January in UTC.
    expect(filingYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(filingYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });

  it("tells a PQR's sender one date, and a data request's both the consultation's and the claim's", () => {
    const received = new Date('2026-03-20T15:00:00Z');
    expect(acknowledgedDeadlines('pqr', received)).toEqual([{ dataRequest: null, businessDays: 15, answerBy: '2026-04-15' }]);
    expect(acknowledgedDeadlines('datos', received)).toEqual([
      { dataRequest: 'consulta', businessDays: 10, answerBy: '2026-04-08' },
      { dataRequest: 'reclamo', businessDays: 15, answerBy: '2026-04-15' },
    ]);
  });

  it('acknowledges with the radicado in the subject, the words quoted and the terms of the law', () => {
    const mail = contactAcknowledgementMail(
      {
        name: 'Lina',
        kind: 'pqr',
        label: 'Petición, queja o reclamo (PQR)',
        radicado: 'PQR-2026-000007',
        receivedAt: 'viernes 20 de marzo de 2026, 10:00 a. m.',
        subject: '',
        message: 'Primera línea\n<b>segunda</b>',
        deadlines: [{ dataRequest: null, businessDays: 15, answerBy: 'miércoles 15 de abril de 2026' }],
      },
      'https://tienda.example',
    );
    expect(mail.subject).toBe('Recibimos tu solicitud · Radicado N.º PQR-2026-000007');
    expect(mail.text).toContain('Te responderemos a más tardar el: miércoles 15 de abril de 2026');
    expect(mail.text).toContain('> Primera línea\n> <b>segunda</b>');
    expect(mail.text).toContain('La ley nos da 15 días hábiles');
    expect(mail.text).not.toContain('Asunto');
    expect(mail.html).toContain('Primera línea<br>&lt;b&gt;segunda&lt;/b&gt;</blockquote>');
  });
});
