/**
 * "Descargar mis datos" as a person reads it: statuses and codes in words, amounts in pesos beside
 * their whole number, dates in Bogotá time beside their exact value.
 */
import { describe, expect, it } from 'vitest';
import { exportedCheckout, exportedConsents, exportedRecord } from '../../src/domain/accounts/data-export.ts';
import type { PublicRecord, RecordLine } from '../../src/domain/records/records.ts';

const shippingInfo = {
  name: 'Ana',
  email: 'ana@correo.co',
  phone: '3001234567',
  address: 'Calle 10 # 40-20',
  deliveryTime: 'Mañana',
  shippingMethod: 'delivery' as const,
  city: 'Medellín',
  neighborhood: 'El Poblado',
};

const facial: RecordLine = {
  kind: 'service',
  productId: 'p1',
  productName: 'Limpieza facial',
  productImage: '',
  category: 'Servicios de spa',
  description: '',
  brandName: 'Spa',
  quantity: 1,
  unitPrice: 120_000,
  lineTotal: 120_000,
  payNow: 24_000,
  reservationDate: '2026-12-02',
  reservationTime: '10:00',
  serviceDuration: 60,
  serviceIntensity: 'medio',
  reschedules: 1,
  cancelledAt: '2026-11-30T20:00:00.000Z',
  cancelledBy: 'cliente',
  refundId: 'refund-1',
  history: [
    {
      kind: 'reprogramada',
      at: '2026-11-20T15:00:00.000Z',
      by: 'cliente',
      from: { date: '2026-12-01', time: '09:00' },
      to: { date: '2026-12-02', time: '10:00' },
    },
    { kind: 'cancelada', at: '2026-11-30T20:00:00.000Z', by: 'cliente', refundId: 'refund-1', refundAmount: 24_000 },
  ],
};

const mouse: RecordLine = {
  ...facial,
  kind: 'product',
  productName: 'Mouse',
  quantity: 2,
  unitPrice: 145_000,
  lineTotal: 290_000,
  payNow: 290_000,
};
for (const key of [
  'reservationDate',
  'reservationTime',
  'serviceDuration',
  'serviceIntensity',
  'reschedules',
  'cancelledAt',
  'cancelledBy',
  'refundId',
  'history',
] as const) {
  delete mouse[key];
}

function record(overrides: Partial<PublicRecord>): PublicRecord {
  return {
    _id: 'r1',
    reference: 'REF-1',
    kind: 'venta',
    status: 'pagada',
    user: null,
    reservationDetails: [mouse],
    shippingInfo,
    amounts: { lines: 290_000, payNow: 300_000, shipping: 10_000, totalNowUsdCents: 7500 },
    payment: { provider: 'wompi', orderId: 'o', captureId: 'c' },
    createdAt: '2026-11-19T15:00:00.000Z',
    updatedAt: '2026-11-19T15:00:00.000Z',
    ...overrides,
  };
}

describe('a sale in the export', () => {
  it('says its amounts in pesos beside the whole number, its delivery and payment in words', () => {
    const sale = exportedRecord(record({}));
    expect(sale).toMatchObject({
      referencia: 'REF-1',
      estado: 'pagada',
      medioDePago: 'Wompi',
      realizadaEl: 'jueves 19 de noviembre de 2026, 10:00 a. m.',
      realizadaElISO: '2026-11-19T10:00:00.000-05:00',
      entrega: { metodo: 'A domicilio', ciudad: 'Medellín', barrio: 'El Poblado' },
      montos: {
        productosYServicios: '$ 290.000',
        productosYServiciosCOP: 290_000,
        envio: '$ 10.000',
        envioCOP: 10_000,
        total: '$ 300.000',
        totalCOP: 300_000,
        pagado: '$ 300.000',
        pagadoCOP: 300_000,
        saldoPorPagarCOP: 0,
      },
      consentimientos: [],
    });
    expect(sale.lineas).toEqual([
      {
        tipo: 'Producto',
        nombre: 'Mouse',
        categoria: 'Servicios de spa',
        marca: 'Spa',
        cantidad: 2,
        precioUnitario: '$ 145.000',
        precioUnitarioCOP: 145_000,
        total: '$ 290.000',
        totalCOP: 290_000,
        pagadoAlReservar: '$ 290.000',
        pagadoAlReservarCOP: 290_000,
      },
    ]);
  });
});

describe('a reservation in the export', () => {
  it('writes the appointment, its state and its history for a person, and its refund in the amounts', () => {
    const reservation = exportedRecord(
      record({
        kind: 'reserva',
        status: 'cancelada',
        reservationDetails: [facial],
        amounts: { lines: 120_000, payNow: 24_000, shipping: 0, totalNowUsdCents: 600 },
      }),
    );
    expect(reservation.lineas[0]).toMatchObject({
      tipo: 'Servicio',
      cita: 'miércoles 2 de diciembre de 2026, 10:00 a. m.',
      citaISO: '2026-12-02T10:00:00-05:00',
      duracionMinutos: 60,
      intensidad: 'Media',
      estadoDeLaCita: 'cancelada',
      historial: [
        'viernes 20 de noviembre de 2026, 10:00 a. m.: Reprogramada por ti del martes 1 de diciembre de 2026, 9:00 a. m. al miércoles 2 de diciembre de 2026, 10:00 a. m.',
        'lunes 30 de noviembre de 2026, 3:00 p. m.: Cancelada por ti',
      ],
    });
    expect(reservation.montos).toMatchObject({ totalCOP: 0, devuelto: '$ 24.000', devueltoCOP: 24_000, pagadoCOP: 0 });
  });
});

describe('checkouts and consents', () => {
  it('says how a checkout ended in words', () => {
    const order = {
      reference: 'REF-2',
      provider: 'paypal',
      lines: [mouse],
      shippingInfo,
      createdAt: new Date('2026-11-19T15:00:00Z'),
      updatedAt: new Date('2026-11-19T15:05:00Z'),
    };
    expect(exportedCheckout({ ...order, status: 'CREATED' })).toMatchObject({
      estado: 'Sin pagar',
      medioDePago: 'PayPal',
      consentimientos: [],
    });
    expect(exportedCheckout({ ...order, status: 'COMPLETED' }).estado).toBe('Pagado');
    expect(exportedCheckout({ ...order, status: 'DECLINED' })).toMatchObject({
      estado: 'Pago rechazado',
      actualizadoEl: 'jueves 19 de noviembre de 2026, 10:05 a. m.',
      entrega: { metodo: 'A domicilio' },
    });
  });

  it('names the document accepted, and when its acceptance was confirmed', () => {
    expect(
      exportedConsents([
        {
          kind: 'marketing',
          version: '2026-11-22',
          acceptedAt: new Date('2026-11-23T02:00:00Z'),
          confirmedAt: new Date('2026-11-23T14:00:00Z'),
        },
      ]),
    ).toEqual([
      {
        documento: 'Recibir novedades y ofertas por correo',
        version: '2026-11-22',
        aceptadoEl: 'domingo 22 de noviembre de 2026, 9:00 p. m.',
        aceptadoElISO: '2026-11-22T21:00:00.000-05:00',
        confirmadoEl: 'lunes 23 de noviembre de 2026, 9:00 a. m.',
        confirmadoElISO: '2026-11-23T09:00:00.000-05:00',
      },
    ]);
    expect(exportedConsents(undefined)).toEqual([]);
  });
});
