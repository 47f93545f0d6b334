/**
 * The rules behind two account limits: a sale still to deliver keeps its account (which statuses,
 * and the refusal naming each order once), and the link that confirms an account's e-mail (how
 * long it works, what its message says and links to, and the browser's two calls).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saleStatuses } from '../../src/domain/records/records.ts';
import { saleStatusesStillToDeliver, salesToDeliverRefusal } from '../../src/domain/accounts/account-data.ts';
import { EMAIL_CONFIRMATION_HOURS, emailConfirmationExpiresAt } from '../../src/domain/accounts/email-confirmation.ts';
import { emailConfirmationMail } from '../../src/domain/mail/account-mails.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { confirmEmail, resendEmailConfirmation } from '../../src/lib/api/account/email-confirmation.ts';
import { ApiError } from '../../src/lib/api/core.ts';

describe('a sale still to deliver', () => {
  it('is one paid or sent, not yet delivered nor cancelled', () => {
    expect(saleStatuses.filter((status) => saleStatusesStillToDeliver.includes(status))).toEqual(['pagada', 'enviada']);
  });

  it('is named once per order in the refusal', () => {
    expect(salesToDeliverRefusal(['TM-A', 'TM-B', 'TM-A'])).toBe(messages.accountDeletionSaleToDeliver('pedido TM-A, pedido TM-B'));
    expect(salesToDeliverRefusal(['TM-A'])).toContain('pedido TM-A');
  });
});

describe("the link that confirms an account's e-mail", () => {
  it(`works for ${EMAIL_CONFIRMATION_HOURS} hours from when it was sent`, () => {
    expect(emailConfirmationExpiresAt(new Date('2026-03-04T15:00:00Z'))).toEqual(new Date('2026-03-06T15:00:00Z'));
  });

  it('says which address it confirms, links only to the confirmation page and the shop, and says how long it works', () => {
    const site = 'https://tienda.example';
    const mail = emailConfirmationMail({ name: 'Sara', email: 'sara@correo.co', confirmUrl: `${site}/confirmar-correo?token=abc` }, site);
    expect(mail.subject).toBe('Confirma tu correo');
    expect(mail.text).toContain('Hola, Sara:');
    expect(mail.text).toContain('confirma que sara@correo.co es tu correo');
    expect(mail.text).toContain(`Confirmar mi correo: ${site}/confirmar-correo?token=abc`);
    expect(mail.text).toContain(`${EMAIL_CONFIRMATION_HOURS} horas`);
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([`${site}/`, `${site}/confirmar-correo?token=abc`]);
  });
});

describe("the browser's calls", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirm with the token in a JSON body, and ask for a new link; a refusal is the server message', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: true, error: false, message: messages.emailConfirmed }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect((await confirmEmail('abc')).message).toBe(messages.emailConfirmed);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual(['/api/confirm-email', 'POST', { token: 'abc' }]);

    const limited = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, error: true, message: messages.emailConfirmationRateLimited }), { status: 429 }),
    );
    vi.stubGlobal('fetch', limited);
    const refusal = await resendEmailConfirmation().catch((error: unknown) => error);
    expect((limited.mock.calls[0] as unknown as [string, RequestInit])[0]).toBe('/api/profile/email-confirmation');
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, message: messages.emailConfirmationRateLimited });
  });
});
