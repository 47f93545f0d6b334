import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import { adminMessages } from '../../src/domain/owner/messages-admin.ts';
import { reservationStatuses, saleStatuses } from '../../src/domain/records/records.ts';
import {
  customerOf,
  exportCsvUrl,
  filtersError,
  noFilters,
  pageCount,
  recordsQuery,
  referenceFromAddress,
  shippingSummary,
  statusesOf,
} from '../../src/islands/admin/records/records.ts';
import type { PublicRecord } from '../../src/domain/records/records.ts';
import { serverMessageOr } from '../../src/islands/admin/common/errors.ts';
import { ApiError } from '../../src/lib/api/core.ts';

const record: PublicRecord = {
  _id: '0123456789abcdef01234567',
  reference: 'TM-ABC',
  kind: 'venta',
  status: 'pagada',
  user: null,
  reservationDetails: [],
  shippingInfo: {
    name: 'Ana Pérez',
    email: 'ana@correo.co',
    phone: '3001234567',
    address: 'Calle 10 # 43-20',
    deliveryTime: '',
    shippingMethod: 'delivery',
    city: 'Medellín',
    neighborhood: 'Laureles',
  },
  amounts: { lines: 100_000, payNow: 107_000, shipping: 7000, totalNowUsdCents: 2675 },
  payment: { provider: 'sandbox', orderId: 'X', captureId: 'Y' },
  createdAt: '2026-03-04T15:00:00.000Z',
  updatedAt: '2026-03-04T15:00:00.000Z',
};

describe('records lists', () => {
  it('asks for a page with only the filters that are set', () => {
    expect(recordsQuery('reservas', noFilters, 1)).toEqual({
      type: 'reservas',
      from: undefined,
      to: undefined,
      status: undefined,
      reference: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(recordsQuery('ventas', { from: '2026-03-01', to: '2026-03-31', status: 'enviada', reference: '' }, 3, 10)).toEqual({
      type: 'ventas',
      from: '2026-03-01',
      to: '2026-03-31',
      status: 'enviada',
      reference: undefined,
      page: 3,
      pageSize: 10,
    });
    expect(recordsQuery('reservas', { ...noFilters, reference: 'TM-ABC' }, 1).reference).toBe('TM-ABC');
  });

  it("opens on the payment the owner's notice e-mail names", () => {
    expect(referenceFromAddress('?ref=TM-ABC123')).toBe('TM-ABC123');
    expect(referenceFromAddress('?ref=%20TM-1%20')).toBe('TM-1');
    expect(referenceFromAddress('')).toBe('');
  });

  it('exports the CSV of the same filters, every page of them', () => {
    expect(exportCsvUrl('reservas', noFilters)).toBe('/api/transactions/export.csv?type=reservas');
    expect(exportCsvUrl('reservas', { from: '2026-03-01', to: '', status: 'no asistió', reference: '' })).toBe(
      '/api/transactions/export.csv?type=reservas&from=2026-03-01&status=no+asisti%C3%B3',
    );
  });

  it('offers each kind its own statuses', () => {
    expect(statusesOf('reservas')).toEqual(reservationStatuses);
    expect(statusesOf('ventas')).toEqual(saleStatuses);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(5, 2)).toBe(3);
  });

  it('refuses a range that ends before it starts', () => {
    expect(filtersError({ ...noFilters, from: '2026-03-05', to: '2026-03-04' })).toBe(adminMessages.adminDateRangeInvalid);
    expect(filtersError({ ...noFilters, from: '2026-03-04', to: '2026-03-04' })).toBeNull();
    expect(filtersError({ ...noFilters, from: '2026-03-04' })).toBeNull();
  });

  it('names the customer from the account, else from the checkout details', () => {
    expect(customerOf(record)).toEqual({ name: 'Ana Pérez', email: 'ana@correo.co', tel: '3001234567' });
    const withUser = { ...record, user: { _id: 'u', name: 'Cuenta', email: 'c@correo.co', tel: '3110000000' } };
    expect(customerOf(withUser)).toEqual({ name: 'Cuenta', email: 'c@correo.co', tel: '3110000000' });
  });

  it('sums up delivery or pickup', () => {
    expect(shippingSummary(record)).toBe(`${adminMessages.adminDelivery} · Calle 10 # 43-20 · Laureles, Medellín`);
    expect(shippingSummary({ ...record, shippingInfo: { ...record.shippingInfo, shippingMethod: 'pickup' } })).toBe(
      adminMessages.adminPickup,
    );
  });

  it('says "A domicilio" for a home service’s visit, not for a reservation at the shop paid with a delivery', () => {
    const visit = {
      kind: 'service',
      productId: 's',
      productName: 'Masaje a domicilio',
      productImage: '',
      description: '',
      brandName: '',
      quantity: 1,
      unitPrice: 250_000,
      lineTotal: 250_000,
      payNow: 50_000,
    } as const;
    const atHome = { ...record, kind: 'reserva' as const, reservationDetails: [{ ...visit, category: 'Servicios-Home' }] };
    expect(shippingSummary(atHome)).toBe(`${adminMessages.adminDelivery} · Calle 10 # 43-20 · Laureles, Medellín`);
    expect(adminMessages.adminDelivery).toBe('A domicilio');
    const atShop = { ...atHome, reservationDetails: [{ ...visit, category: 'Servicios' }] };
    expect(shippingSummary(atShop)).toBe(adminMessages.adminPickup);
  });
});

describe('failure messages', () => {
  it('shows the server message when the server answered, else the section fallback', () => {
    expect(serverMessageOr(new ApiError('Esa hora ya está reservada.', 409), adminMessages.adminStatusUpdateError)).toBe(
      'Esa hora ya está reservada.',
    );
    expect(serverMessageOr(new ApiError(messages.networkError, 0), messages.productDeleteError)).toBe(messages.productDeleteError);
    expect(serverMessageOr(new Error('boom'), messages.productDeleteError)).toBe(messages.productDeleteError);
  });
});
