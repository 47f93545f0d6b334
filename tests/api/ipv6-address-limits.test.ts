/**
 * Per-address limits count an IPv6 client by its /64: a client cannot get a fresh allowance by
 * moving to another address of its own network, while another network keeps its own allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateRules } from '../../src/domain/shared/limits.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { body, createHarness, type Harness } from './helpers.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const form = { name: 'Rotación', email: 'rotacion@correo.co', subject: 'Hola', message: 'Mensaje', acceptDataPolicy: true };
const contactFrom = (ip: string) => harness.request('/api/forma', { json: form, ip });

describe('IPv6 clients and per-address limits', () => {
  it('lets parallel messages from 60 addresses of one /64 through only up to the one limit', async () => {
    const addresses = Array.from({ length: 60 }, (_, index) => `2001:db8:aa:1:${(index + 1).toString(16)}::${index + 7}`);
    const responses = await Promise.all(addresses.map(contactFrom));
    const created = responses.filter((response) => response.status === 201).length;
    expect(created).toBe(rateRules.contactPerAddress.limit);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(60 - created);
    const refusal = responses.find((response) => response.status === 429);
    expect((await body(refusal!)).message).toBe(messages.contactRateLimited);
    // The same /64 written another way, and through an IPv4-mapped form of another client.
    expect((await contactFrom('2001:0DB8:00AA:0001:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await contactFrom('[2001:db8:aa:1::1]')).status).toBe(429);
    // Another /64 has its own allowance.
    expect((await contactFrom('2001:db8:aa:2::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped address as its IPv4 address', async () => {
    for (let index = 0; index < rateRules.contactPerAddress.limit; index += 1) {
      expect((await contactFrom(index % 2 === 0 ? '198.51.100.9' : '::ffff:198.51.100.9')).status).toBe(201);
    }
    expect((await contactFrom('::ffff:c633:6409')).status).toBe(429);
    expect((await contactFrom('198.51.100.9')).status).toBe(429);
  });
});
