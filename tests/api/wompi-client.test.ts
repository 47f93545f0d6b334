import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWompiClient, integritySignature, verifyEventChecksum, WompiUnavailableError } from '../../functions/integrations/wompi.ts';
import {
  FAKE_WOMPI_EVENTS_SECRET,
  FAKE_WOMPI_INTEGRITY_SECRET,
  FAKE_WOMPI_PUBLIC_KEY,
  startFakeWompi,
  transactionUpdatedEvent,
  type FakeWompi,
} from '../fixtures/wompi-fake.ts';

let wompi: FakeWompi;
beforeAll(async () => {
  wompi = await startFakeWompi();
});
afterAll(async () => {
  await wompi.close();
});

const client = () =>
  createWompiClient(
    {
      publicKey: FAKE_WOMPI_PUBLIC_KEY,
      integritySecret: FAKE_WOMPI_INTEGRITY_SECRET,
      eventsSecret: FAKE_WOMPI_EVENTS_SECRET,
      apiBase: wompi.apiBase,
    },
    { timeoutMs: 2_000, attempts: 3 },
  );

describe('Wompi client', () => {
  it('signs reference, amount in cents, currency and the integrity secret with SHA-256', () => {
    const expected = createHash('sha256').update(`TM-ABC1234500000COP${FAKE_WOMPI_INTEGRITY_SECRET}`).digest('hex');
    expect(integritySignature({ reference: 'TM-ABC', amountInCents: 12_345_000_00, currency: 'COP' }, FAKE_WOMPI_INTEGRITY_SECRET)).toBe(
      expected,
    );
    expect(client().integritySignature({ reference: 'TM-ABC', amountInCents: 12_345_000_00, currency: 'COP' })).toBe(expected);
    expect(() => integritySignature({ reference: 'TM-ABC', amountInCents: 10.5, currency: 'COP' }, 's')).toThrow(RangeError);
  });

  it('reads a transaction with the public key, and null for one Wompi does not know', async () => {
    const made = wompi.addTransaction({ reference: 'TM-LEER', amountInCents: 5_000_000, status: 'APPROVED' });
    expect(await client().getTransaction(made.id)).toEqual({
      id: made.id,
      reference: 'TM-LEER',
      amountInCents: 5_000_000,
      currency: 'COP',
      status: 'APPROVED',
    });
    expect(wompi.requests.at(-1)).toEqual({
      method: 'GET',
      path: `/v1/transactions/${made.id}`,
      authorization: `Bearer ${FAKE_WOMPI_PUBLIC_KEY}`,
    });
    expect(await client().getTransaction('00000-0000000000-00000')).toBeNull();
  });

  it('retries a 500 and a dropped connection, and gives up after its attempts', async () => {
    const made = wompi.addTransaction({ reference: 'TM-REINTENTO', amountInCents: 100_00 });
    wompi.fail(2, 'error');
    expect((await client().getTransaction(made.id))?.status).toBe('PENDING');
    wompi.fail(1, 'drop');
    expect((await client().getTransaction(made.id))?.reference).toBe('TM-REINTENTO');
    wompi.fail(3, 'error');
    await expect(client().getTransaction(made.id)).rejects.toBeInstanceOf(WompiUnavailableError);
  });

  it('never sends an id that is not a transaction id', async () => {
    const before = wompi.requests.length;
    await expect(client().getTransaction('../merchants/pub_test_x')).rejects.toThrow();
    expect(wompi.requests.length).toBe(before);
  });

  it('verifies an event checksum: the right secret passes; a wrong secret, a changed amount or a missing signature fail', () => {
    const transaction = { id: '1-2-3', reference: 'TM-EVENTO', amount_in_cents: 990_000, currency: 'COP', status: 'APPROVED' as const };
    const event = transactionUpdatedEvent(transaction);
    expect(verifyEventChecksum(event, undefined, FAKE_WOMPI_EVENTS_SECRET)).toBe(true);
    expect(verifyEventChecksum(event, event.signature.checksum, FAKE_WOMPI_EVENTS_SECRET)).toBe(true);
    expect(verifyEventChecksum(event, 'ABC', FAKE_WOMPI_EVENTS_SECRET)).toBe(false);
    expect(verifyEventChecksum(transactionUpdatedEvent(transaction, 'otro-secreto'), undefined, FAKE_WOMPI_EVENTS_SECRET)).toBe(false);
    const tampered = { ...event, data: { transaction: { ...event.data.transaction, amount_in_cents: 1_00 } } };
    expect(verifyEventChecksum(tampered, undefined, FAKE_WOMPI_EVENTS_SECRET)).toBe(false);
    const { signature: _signature, ...unsigned } = event;
    expect(verifyEventChecksum(unsigned, undefined, FAKE_WOMPI_EVENTS_SECRET)).toBe(false);
    expect(verifyEventChecksum('no es un evento', undefined, FAKE_WOMPI_EVENTS_SECRET)).toBe(false);
  });
});
