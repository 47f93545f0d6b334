/**
 * The rules behind a customer's own data: what stops an account's deletion (an appointment still
 * to come, a payment that may still settle), what a deleted customer's records keep, the export's
 * file name — and the browser's download call, which reads a JSON file, not an envelope.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anonymisedShipping,
  checkoutMayStillBePaid,
  dataExportFileName,
  UNPAID_CHECKOUT_WAIT_HOURS,
  upcomingAppointments,
  upcomingAppointmentsRefusal,
} from '../../src/domain/accounts/account-data.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { ApiError } from '../../src/lib/api/core.ts';
import { fetchMyData } from '../../src/lib/api/account/my-data.ts';

const NOW = new Date('2026-03-04T15:00:00Z'); // 10:00 in Bogotá
const line = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
  kind: 'service' as const,
  productName: 'Masaje',
  reservationDate: date,
  reservationTime: time,
  ...extra,
});

describe('appointments that stop a deletion', () => {
  it('are the open, uncancelled ones that start after now', () => {
    const records = [
      {
        reference: 'R1',
        status: 'confirmada',
        reservationDetails: [
          line('2026-03-04', '09:00'),
          line('2026-03-04', '11:00'),
          line('2026-03-05', '10:00', { cancelledAt: '2026-03-01T00:00:00Z' }),
        ],
      },
      { reference: 'R2', status: 'cancelada', reservationDetails: [line('2026-03-06', '10:00')] },
      { reference: 'R3', status: 'completada', reservationDetails: [line('2026-03-06', '12:00')] },
      { reference: 'R4', status: 'confirmada', reservationDetails: [{ kind: 'product' as const, productName: 'Crema' }] },
    ];
    expect(upcomingAppointments(records, NOW)).toEqual([{ reference: 'R1', productName: 'Masaje', date: '2026-03-04', time: '11:00' }]);
    expect(upcomingAppointments(records, new Date('2026-03-04T16:00:00Z'))).toEqual([]);
  });

  it('are named in the refusal, with the way out', () => {
    const refusal = upcomingAppointmentsRefusal([{ reference: 'ABC123', productName: 'Masaje', date: '2026-03-06', time: '10:00' }]);
    expect(refusal).toContain('Masaje el viernes 6 de marzo de 2026 a las 10:00 a. m. (reserva ABC123)');
    expect(refusal).toContain('Mi reserva');
  });
});

describe('a checkout that may still be paid', () => {
  it('is one being captured, or an unpaid one younger than the wait', () => {
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
    expect(checkoutMayStillBePaid({ status: 'CAPTURING', createdAt: hoursAgo(100) }, NOW)).toBe(true);
    expect(checkoutMayStillBePaid({ status: 'CREATED', createdAt: hoursAgo(UNPAID_CHECKOUT_WAIT_HOURS - 1) }, NOW)).toBe(true);
    expect(checkoutMayStillBePaid({ status: 'CREATED', createdAt: hoursAgo(UNPAID_CHECKOUT_WAIT_HOURS) }, NOW)).toBe(false);
    for (const status of ['COMPLETED', 'CANCELLED', 'FAILED', 'DECLINED'])
      expect(checkoutMayStillBePaid({ status, createdAt: NOW }, NOW)).toBe(false);
  });
});

describe("a deleted customer's records", () => {
  it('say "Cliente eliminado" for the name and a written address, and lose the e-mail and the phone', () => {
    expect(anonymisedShipping({ address: 'Calle 10 # 43-12' })).toEqual({
      name: 'Cliente eliminado',
      email: '',
      phone: '',
      address: 'Cliente eliminado',
    });
    expect(anonymisedShipping({ address: '' }).address).toBe('');
  });
});

describe('the export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is named after the Bogotá date', () => {
    expect(dataExportFileName(new Date('2026-03-05T03:00:00Z'))).toBe('mis-datos-2026-03-04.json');
  });

  it('is read as the JSON file the server answers, and a refusal as the envelope’s message', async () => {
    // 22:30 in Bogotá is already the 5th in UTC: the name keeps the Bogotá day.
    const file = { generadoElISO: '2026-03-04T22:30:00.000-05:00', cuenta: { correo: 'ana@correo.co' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(file), { status: 200 })),
    );
    const { fileName, json } = await fetchMyData();
    expect(fileName).toBe('mis-datos-2026-03-04.json');
    expect(JSON.parse(json)).toEqual(file);

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, error: true, message: messages.tooManyDataExports }), { status: 429 }),
      ),
    );
    const refusal = await fetchMyData().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, message: messages.tooManyDataExports });
  });
});
