/**
 * The dashboard's sums as MongoDB aggregation pipelines on `transactions`, built from the period
 * alone (pure: no store, no clock). They add up exactly what `aggregateRecords` in
 * src/domain/stats.ts adds up on the embedded engine; tests run both on the same records.
 */
import { addDays, bogotaInstant, BOGOTA_TIME_ZONE } from '../../src/domain/schedule.ts';
import { CANCELLED_RECORD, HOUR_PREFIX, TOP_PRODUCTS, type DateRange } from '../../src/domain/stats.ts';

type Stage = Record<string, unknown>;

const line = (field: string) => `$reservationDetails.${field}`;
const isProduct = { $eq: [line('kind'), 'product'] };
/** Missing, null or empty: the appointment was never cancelled. */
const notCancelled = { $in: [null, ''] };

/** Every line of the matched records that still stands, one document each. */
const standingLines: Stage[] = [{ $unwind: '$reservationDetails' }, { $match: { 'reservationDetails.cancelledAt': notCancelled } }];

/** The records paid within the period's Bogotá days and not cancelled. */
export function paidInPeriodFilter(range: DateRange) {
  return {
    createdAt: { $gte: bogotaInstant(range.from), $lt: bogotaInstant(addDays(range.to, 1)) },
    status: { $ne: CANCELLED_RECORD },
  };
}

/** One document: { orders, lines, categories, products } for the period (see StatsAggregates). */
export function periodPipeline(range: DateRange): Stage[] {
  const day = { $dateToString: { format: '%Y-%m-%d', date: '$createdAt', timezone: BOGOTA_TIME_ZONE } };
  return [
    { $match: paidInPeriodFilter(range) },
    {
      $facet: {
        orders: [{ $match: { kind: 'venta' } }, { $group: { _id: day, orders: { $sum: 1 }, shipping: { $sum: '$amounts.shipping' } } }],
        lines: [
          ...standingLines,
          {
            $group: {
              _id: day,
              sales: { $sum: { $cond: [isProduct, line('lineTotal'), 0] } },
              deposits: { $sum: { $cond: [isProduct, 0, line('payNow')] } },
              bookings: { $sum: { $cond: [isProduct, 0, 1] } },
            },
          },
        ],
        categories: [
          ...standingLines,
          { $group: { _id: line('category'), revenue: { $sum: { $cond: [isProduct, line('lineTotal'), line('payNow')] } } } },
        ],
        products: [
          ...standingLines,
          { $match: { 'reservationDetails.kind': 'product' } },
          {
            $group: {
              _id: line('productId'),
              productName: { $max: line('productName') },
              units: { $sum: line('quantity') },
              revenue: { $sum: line('lineTotal') },
            },
          },
          { $sort: { units: -1, revenue: -1, _id: 1 } },
          { $limit: TOP_PRODUCTS },
        ],
      },
    },
  ];
}

/** The reservations with an appointment within the days, not cancelled. */
export function bookedInRangeFilter(range: DateRange) {
  return { kind: 'reserva', status: { $ne: CANCELLED_RECORD }, appointmentDates: { $elemMatch: { $gte: range.from, $lte: range.to } } };
}

/** Standing appointments per Bogotá date and starting hour: [{ _id: { date, hour }, count }]. */
export function occupancyPipeline(range: DateRange): Stage[] {
  return [
    { $match: bookedInRangeFilter(range) },
    ...standingLines,
    {
      $match: {
        'reservationDetails.kind': 'service',
        'reservationDetails.reservationDate': { $gte: range.from, $lte: range.to },
        'reservationDetails.reservationTime': { $regex: HOUR_PREFIX },
      },
    },
    {
      $group: {
        _id: { date: line('reservationDate'), hour: { $toInt: { $substrCP: [line('reservationTime'), 0, 2] } } },
        count: { $sum: 1 },
      },
    },
  ];
}
