/**
 * "Bonos vendidos" (/admin-panel/promociones): the packs the server lists per customer as the table's rows.
 */
import { describe, expect, it } from 'vitest';
import { packMessages } from '../../src/domain/promotions/messages-packs.ts';
import type { PackCredit } from '../../src/domain/promotions/packs.ts';
import { formatBogotaDate } from '../../src/domain/schedule/schedule.ts';
import { soldPackRows } from '../../src/islands/admin/promotions/packs-sold.ts';

const tanning = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function credit(overrides: Partial<PackCredit>): PackCredit {
  return {
    _id: 'p1',
    packName: 'Bono de 10 sesiones de bronceado',
    productId: 'x',
    serviceIds: [tanning],
    serviceNames: ['Bronceado'],
    total: 10,
    used: 3,
    held: 0,
    remaining: 7,
    expiresAt: '2026-03-01T05:00:00.000Z',
    lastDay: '2026-02-28',
    expired: false,
    reference: 'TM-0123456789AB',
    // 23:30 in Bogotá on 1 December: the purchase day is Bogotá's, not UTC's.
    purchasedAt: '2025-12-02T04:30:00.000Z',
    ...overrides,
  };
}

describe('"Bonos vendidos"', () => {
  it('lists one row per pack, with its customer, purchase and figures, in the server’s order', () => {
    const rows = soldPackRows([
      { customer: { userId: 'u1', name: 'Laura Restrepo', email: 'laura@correo.co' }, packs: [credit({}), credit({ _id: 'p2', held: 1 })] },
      { customer: null, packs: [credit({ _id: 'p3', expired: true, remaining: 0 })] },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['p1', 'p2', 'p3']);
    expect(rows[0]).toMatchObject({
      customerName: 'Laura Restrepo',
      customerEmail: 'laura@correo.co',
      reference: 'TM-0123456789AB',
      purchased: formatBogotaDate('2025-12-01'),
      total: 10,
      used: 3,
      held: 0,
      left: 7,
      expires: formatBogotaDate('2026-02-28'),
      expired: false,
    });
    expect(rows[1]?.held).toBe(1);
    expect(rows[2]).toMatchObject({
      customerName: packMessages.packDeletedAccount,
      customerEmail: null,
      left: 0,
      expires: packMessages.packExpired('2026-02-28'),
    });
  });

  it('has no rows when nothing was sold', () => {
    expect(soldPackRows([])).toEqual([]);
    expect(soldPackRows([{ customer: null, packs: [] }])).toEqual([]);
  });
});
