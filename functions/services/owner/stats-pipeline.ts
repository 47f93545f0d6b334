/**
 * The dashboard's sums as MongoDB aggregation pipelines on `transactions`, built from the period
 * alone (pure: no store, no clock). They add up exactly what `aggregateRecords` in
 * src/domain/owner/stats.ts adds up on the embedded engine; tests run both on the same records.
 */
import { addDays, bogotaInstant, BOGOTA_TIME_ZONE } from '../../../src/domain/schedule/schedule.ts';
import { CANCELLED_RECORD, HOUR_PREFIX, TOP_PRODUCTS, type DateRange } from '../../../src/domain/owner/stats.ts';

type Stage = Record<string, unknown>;

const line = (field: string) => `$reservationDetails.${field}`;
const isProduct = { $eq: [line('kind'), 'product'] };
/** Missing, null or empty: the appointment was never cancelled. */
const notCancelled = { $in: [null, ''] };

/** Every line of the matched records that still stands, one document each. */
const standingLines: Stage[] = [{ $unwind: '$reservationDetails' }, { $match: { 'reservationDetails.cancelledAt': notCancelled } }];

/** The line was never cancelled (as `lineFigures` in src/domain/money/payment-figures.ts reads it). */
const stands = { $eq: [{ $ifNull: [line('cancelledAt'), ''] }, ''] };
/**
 * What was refunded or is owed back of the line's deposit: the amount owed by hand (never more than
 * the deposit) when the line has one, else the whole deposit when the provider refunded it.
 */
const refund = {
  $cond: [
    { $ne: [{ $ifNull: [line('refundPending'), null] }, null] },
    { $min: [line('payNow'), { $ifNull: [line('refundPending.amount'), 0] }] },
    { $cond: [{ $eq: [{ $ifNull: [line('refundId'), ''] }, ''] }, 0, line('payNow')] },
  ],
};
/** What the shop keeps of a line: a standing product's price, a deposit less its refund. */
const kept = { $cond: [isProduct, { $cond: [stands, line('lineTotal'), 0] }, { $subtract: [line('payNow'), refund] }] };

/** The records paid within the period's Bogotá days, cancelled ones too (their refunds count). */
export function paidInPeriodFilter(range: DateRange) {
  return { createdAt: { $gte: bogotaInstant(range.from), $lt: bogotaInstant(addDays(range.to, 1)) } };
}

const notCancelledRecord = { status: { $ne: CANCELLED_RECORD } };
/** The line's record was not called off (as an expression, after the lines are unwound). */
const recordStands = { $ne: ['$status', CANCELLED_RECORD] };
const isService = { $not: [isProduct] };
/** A pack credit paid the line. */
const paidWithCredit = { $gt: [{ $ifNull: [line('paidWithCredit.creditId'), ''] }, ''] };

/** One document: { orders, lines, categories, products } for the period (see StatsAggregates). */
export function periodPipeline(range: DateRange): Stage[] {
  const day = { $dateToString: { format: '%Y-%m-%d', date: '$createdAt', timezone: BOGOTA_TIME_ZONE } };
  return [
    { $match: paidInPeriodFilter(range) },
    {
      $facet: {
        orders: [
          { $match: { kind: 'venta', ...notCancelledRecord } },
          { $group: { _id: day, orders: { $sum: 1 }, shipping: { $sum: '$amounts.shipping' } } },
        ],
        lines: [
          { $unwind: '$reservationDetails' },
          {
            $group: {
              _id: day,
              sales: { $sum: { $cond: [{ $and: [isProduct, recordStands] }, kept, 0] } },
              deposits: { $sum: { $cond: [{ $and: [isService, recordStands] }, kept, 0] } },
              refunds: { $sum: { $cond: [isService, refund, 0] } },
              bookings: { $sum: { $cond: [{ $and: [isService, stands, recordStands] }, 1, 0] } },
              discounts: { $sum: { $cond: [{ $and: [stands, recordStands] }, { $ifNull: [line('discount'), 0] }, 0] } },
              credits: { $sum: { $cond: [{ $and: [isService, stands, recordStands, paidWithCredit] }, 1, 0] } },
            },
          },
        ],
        categories: [
          { $match: notCancelledRecord },
          { $unwind: '$reservationDetails' },
          { $group: { _id: line('category'), revenue: { $sum: kept } } },
        ],
        products: [
          { $match: notCancelledRecord },
          ...standingLines,
          { $match: { 'reservationDetails.kind': 'product' } },
          {
            $group: {
              // A garment's variants each make their own row (the line's name names the variant).
              _id: {
                $cond: [
                  { $gt: [{ $ifNull: [line('variantId'), ''] }, ''] },
                  { $concat: [line('productId'), ':', line('variantId')] },
                  line('productId'),
                ],
              },
              productId: { $max: line('productId') },
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
