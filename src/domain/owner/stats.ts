/**
 * The owner's dashboard: what its figures mean and how they are added up, in Bogotá days and COP.
 *
 * Definitions (every figure counts only the money the shop keeps, as src/domain/money/payment-figures.ts
 * works it out for the record's lines):
 * - a record counts on the Bogotá day it was paid (`createdAt`), unless its status is 'cancelada'
 *   (the owner called it off and settles its money outside the shop), except for its refunds;
 * - sales: the full price of the standing product lines (shipping is a figure of its own);
 * - deposits: what the service lines paid now less what was refunded or is owed back of it (a
 *   reservation taken by phone paid nothing); a refund lowers the day the deposit was paid, so a
 *   day's bars say what that day's payments finally brought and never go below zero;
 * - refunds: the cancelled appointments' deposits refunded or owed back, on the same day, also
 *   when every appointment of the reservation was cancelled (which cancels the reservation);
 * - bookings: the standing service lines booked that day;
 * - discounts: the pesos discount codes took off the standing lines (already out of sales and deposits);
 * - credits: the standing appointments a session pack's credit paid (they count among the bookings
 *   and bring no deposit: the pack's sale brought the money);
 * - revenue by category: sales and deposits of the category's lines;
 * - best sellers: product lines by units, then by sales;
 * - occupancy: the standing appointments per ISO weekday (1 Monday … 7 Sunday) and starting hour,
 *   on the dates of the appointments, over the 8 weeks that end on the period's last day;
 * - upcoming occupancy: the same map of the appointments already booked for the 4 weeks after
 *   today (Bogotá), whatever the period (today's own appointments are the "Citas de hoy" list).
 *
 * The server gets these sums either from a MongoDB aggregation (functions/services/owner/stats-pipeline.ts)
 * or from `aggregateRecords` below on the embedded engine; both give `StatsAggregates`, which
 * `assembleStats` turns into the answer.
 */
import { CANCELLED_STATUS, lineFigures, recordStands, type FigureLine } from '../money/payment-figures.ts';
import { addDays, weekdayOf } from '../schedule/schedule.ts';

export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const MAX_LOW_STOCK_THRESHOLD = 1000;
/** The longest custom period the dashboard adds up. */
export const MAX_STATS_DAYS = 366;
export const OCCUPANCY_WEEKS = 8;
export const UPCOMING_WEEKS = 4;
export const TOP_PRODUCTS = 10;
export const statsPeriodDays = [7, 30, 90] as const;
export type StatsPeriodDays = (typeof statsPeriodDays)[number];
export const DEFAULT_STATS_DAYS: StatsPeriodDays = 30;

export interface DateRange {
  /** First Bogotá day, YYYY-MM-DD. */
  from: string;
  /** Last Bogotá day, included. */
  to: string;
}

/** The last `days` days, today (Bogotá) included. */
export function lastDays(days: number, today: string): DateRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Days from `from` to `to`, both included (0 when `to` comes first). */
export function daysBetween(range: DateRange): number {
  const ms = new Date(`${range.to}T00:00:00.000Z`).getTime() - new Date(`${range.from}T00:00:00.000Z`).getTime();
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

export function datesOf(range: DateRange): string[] {
  return Array.from({ length: daysBetween(range) }, (_, index) => addDays(range.from, index));
}

/** The appointments the occupancy map covers: the 8 weeks that end on the period's last day. */
export function occupancyRange(range: DateRange): DateRange {
  return { from: addDays(range.to, -(OCCUPANCY_WEEKS * 7 - 1)), to: range.to };
}

/** The appointments the upcoming map covers: the 4 weeks after today. */
export function upcomingRange(today: string): DateRange {
  return { from: addDays(today, 1), to: addDays(today, UPCOMING_WEEKS * 7) };
}

/** 1 Monday … 7 Sunday, as MongoDB's $isoDayOfWeek. */
export function isoWeekdayOf(date: string): number {
  return weekdayOf(date) || 7;
}

/** The sums either engine computes; rows in any order. */
export interface StatsAggregates {
  /** Per Bogotá day of payment: the sales records and their shipping. */
  orders: { _id: string; orders: number; shipping: number }[];
  /** Per Bogotá day of payment: the standing lines' sales and bookings, the deposits kept and the refunds. */
  lines: { _id: string; sales: number; deposits: number; refunds: number; bookings: number; discounts: number; credits: number }[];
  categories: { _id: string; revenue: number }[];
  /** Per product, or per variant of a garment (`_id` `<product>:<variant>`): each size and colour is its own row. */
  products: { _id: string; productId: string; productName: string; units: number; revenue: number }[];
  /** Standing appointments per Bogotá date and starting hour, within the occupancy range. */
  slots: SlotCount[];
  /** The same, within the upcoming range. */
  upcomingSlots: SlotCount[];
}

export interface SlotCount {
  _id: { date: string; hour: number };
  count: number;
}

/** A weekday × hour map of standing appointments over a range of dates. */
export interface OccupancyMap {
  range: DateRange;
  cells: { weekday: number; hour: number; count: number }[];
}

export interface DayFigures {
  date: string;
  sales: number;
  deposits: number;
  refunds: number;
  bookings: number;
  discounts: number;
  credits: number;
}

export interface DashboardFigures {
  range: DateRange;
  totals: {
    sales: number;
    deposits: number;
    refunds: number;
    shipping: number;
    orders: number;
    bookings: number;
    discounts: number;
    credits: number;
  };
  days: DayFigures[];
  categories: { category: string; revenue: number }[];
  topProducts: { productId: string; productName: string; units: number; revenue: number }[];
  occupancy: OccupancyMap;
  /** The appointments already booked for the coming weeks. */
  upcoming: OccupancyMap;
}

/** What a record brings to the figures (the fields the embedded engine reads). */
export interface StatsRecord {
  kind: 'reserva' | 'venta';
  status: string;
  createdAt: Date;
  amounts: { shipping: number };
  reservationDetails: (FigureLine & {
    productId: string;
    variantId?: string | undefined;
    productName: string;
    category: string;
    quantity: number;
    /** Pesos a discount code took off the line. */
    discount?: number | undefined;
    /** The pack credit that paid the appointment. */
    paidWithCredit?: { creditId: string } | undefined;
    reservationDate?: string | undefined;
    reservationTime?: string | undefined;
  })[];
}

export const CANCELLED_RECORD = CANCELLED_STATUS;

type Line = StatsRecord['reservationDetails'][number];
const stands = (line: Line) => lineFigures(line).stands;
/** An appointment's "HH:mm" starts with its hour. */
export const HOUR_PREFIX = /^\d\d:/;

const wholePesos = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0);

function sumInto<K>(map: Map<K, number>, key: K, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

/**
 * The embedded engine's sums: `paid` are the period's records, `booked` the occupancy range's
 * reservations, `upcoming.booked` those of the upcoming range.
 */
export function aggregateRecords(
  paid: readonly (StatsRecord & { day: string })[],
  booked: readonly StatsRecord[],
  occupancy: DateRange,
  upcoming: { booked: readonly StatsRecord[]; range: DateRange },
): StatsAggregates {
  const orders = new Map<string, StatsAggregates['orders'][number]>();
  const days = new Map<string, StatsAggregates['lines'][number]>();
  const categories = new Map<string, number>();
  const products = new Map<string, StatsAggregates['products'][number]>();
  for (const record of paid) {
    const standing = recordStands(record);
    if (record.kind === 'venta' && standing) {
      const order = orders.get(record.day) ?? { _id: record.day, orders: 0, shipping: 0 };
      orders.set(record.day, order);
      order.orders += 1;
      order.shipping += record.amounts.shipping;
    }
    for (const line of record.reservationDetails) {
      const day = days.get(record.day) ?? { _id: record.day, sales: 0, deposits: 0, refunds: 0, bookings: 0, discounts: 0, credits: 0 };
      days.set(record.day, day);
      const money = lineFigures(line, standing);
      if (line.kind === 'service') day.refunds += money.refunded + money.refundPending;
      if (!standing) continue;
      if (money.stands) day.discounts += wholePesos(line.discount);
      if (line.kind === 'service') {
        sumInto(categories, line.category, money.paid);
        day.deposits += money.paid;
        if (money.stands) day.bookings += 1;
        if (money.stands && line.paidWithCredit?.creditId) day.credits += 1;
        continue;
      }
      if (!money.stands) continue;
      sumInto(categories, line.category, line.lineTotal);
      day.sales += line.lineTotal;
      const key = line.variantId ? `${line.productId}:${line.variantId}` : line.productId;
      const product = products.get(key) ?? { _id: key, productId: line.productId, productName: line.productName, units: 0, revenue: 0 };
      products.set(key, product);
      product.units += line.quantity;
      product.revenue += line.lineTotal;
      if (line.productName > product.productName) product.productName = line.productName;
    }
  }
  return {
    orders: [...orders.values()],
    lines: [...days.values()],
    categories: [...categories].map(([_id, revenue]) => ({ _id, revenue })),
    products: [...products.values()],
    slots: slotsOf(booked, occupancy),
    upcomingSlots: slotsOf(upcoming.booked, upcoming.range),
  };
}

/** The standing appointments of the records per date and starting hour, within the range. */
export function slotsOf(booked: readonly StatsRecord[], range: DateRange): SlotCount[] {
  const slots = new Map<string, SlotCount>();
  for (const line of booked.flatMap((record) => record.reservationDetails)) {
    const date = line.reservationDate ?? '';
    const time = line.reservationTime ?? '';
    if (line.kind !== 'service' || !stands(line) || !HOUR_PREFIX.test(time) || date < range.from || date > range.to) continue;
    const hour = Number.parseInt(time.slice(0, 2), 10);
    const key = `${date} ${hour}`;
    const slot = slots.get(key) ?? { _id: { date, hour }, count: 0 };
    slots.set(key, slot);
    slot.count += 1;
  }
  return [...slots.values()];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The map of the range from its dated slots: the counts per ISO weekday and hour, in order. */
function occupancyMapOf(slots: readonly SlotCount[], range: DateRange): OccupancyMap {
  const cells = new Map<string, OccupancyMap['cells'][number]>();
  for (const slot of slots) {
    const weekday = isoWeekdayOf(slot._id.date);
    const key = `${weekday} ${slot._id.hour}`;
    const cell = cells.get(key) ?? { weekday, hour: slot._id.hour, count: 0 };
    cells.set(key, cell);
    cell.count += slot.count;
  }
  return { range, cells: [...cells.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour) };
}

/**
 * The answer from either engine's sums: every day of the period (empty ones as zeros), in order;
 * `today` (Bogotá) places the upcoming map.
 */
export function assembleStats(aggregates: StatsAggregates, range: DateRange, today: string): DashboardFigures {
  const byDay = new Map(aggregates.lines.map((day) => [day._id, day]));
  const days = datesOf(range).map((date) => {
    const day = byDay.get(date);
    return {
      date,
      sales: day?.sales ?? 0,
      deposits: day?.deposits ?? 0,
      refunds: day?.refunds ?? 0,
      bookings: day?.bookings ?? 0,
      discounts: day?.discounts ?? 0,
      credits: day?.credits ?? 0,
    };
  });
  const sum = <R>(rows: readonly R[], pick: (row: R) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    range,
    totals: {
      sales: sum(days, (day) => day.sales),
      deposits: sum(days, (day) => day.deposits),
      refunds: sum(days, (day) => day.refunds),
      shipping: sum(aggregates.orders, (day) => day.shipping),
      orders: sum(aggregates.orders, (day) => day.orders),
      bookings: sum(days, (day) => day.bookings),
      discounts: sum(days, (day) => day.discounts),
      credits: sum(days, (day) => day.credits),
    },
    days,
    categories: aggregates.categories
      .filter((row) => row.revenue > 0)
      .map((row) => ({ category: row._id, revenue: row.revenue }))
      .sort((a, b) => b.revenue - a.revenue || byText(a.category, b.category)),
    topProducts: [...aggregates.products]
      .sort((a, b) => b.units - a.units || b.revenue - a.revenue || byText(a._id, b._id))
      .slice(0, TOP_PRODUCTS)
      .map((row) => ({ productId: row.productId, productName: row.productName, units: row.units, revenue: row.revenue })),
    occupancy: occupancyMapOf(aggregates.slots, occupancyRange(range)),
    upcoming: occupancyMapOf(aggregates.upcomingSlots, upcomingRange(today)),
  };
}

/** A product at or below the threshold is running out. */
export const isLowStock = (stock: number, threshold: number) => stock <= threshold;
