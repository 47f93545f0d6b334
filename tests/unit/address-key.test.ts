/** Per-address limits count an IPv6 client by its /64 and an IPv4-mapped one as the IPv4 address. */
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/domain/shared/address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('gives every address of one /64 the same key, however it is written', () => {
    const key = '2001:db8:85a3:12::/64';
    for (const address of [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:0000:0000:0000:0001',
      '2001:DB8:85A3:12:ffff:ffff:ffff:fffe',
      '2001:db8:85a3:12:a:b:c:d',
      '[2001:db8:85a3:12::42]',
      '2001:db8:85a3:12::42%eth0',
      '2001:db8:85a3:12:0:0:192.0.2.1',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
  });

  it('keeps different /64 networks apart', () => {
    expect(addressKey('2001:db8:85a3:13::1')).not.toBe(addressKey('2001:db8:85a3:12::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%en0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('[::ffff:10.0.0.1]')).toBe('10.0.0.1');
  });

  it('leaves what is no address as it is, never throwing', () => {
    for (const text of ['desconocida', '1:2:3', '1::2::3', '2001:db8:zz::1', '256.1.1.1', '']) {
      expect(() => addressKey(text)).not.toThrow();
    }
    expect(addressKey('desconocida')).toBe('desconocida');
    expect(addressKey('1::2::3')).toBe('1::2::3');
  });
});
