/**
 * The dashboard's figures for a period: summed on the server. On MongoDB by the aggregation
 * pipelines of stats-pipeline.ts; on the embedded engine (no aggregation) from three bounded reads,
 * one per range (the period, the past occupancy, the upcoming one), summed by the same rules in
 * src/domain/owner/stats.ts. Both end in `assembleStats`.
 */
import { bogotaMoment } from '../../../src/domain/schedule/schedule.ts';
import {
  aggregateRecords,
  assembleStats,
  occupancyRange,
  upcomingRange,
  type DashboardFigures,
  type DateRange,
  type StatsAggregates,
} from '../../../src/domain/owner/stats.ts';
import type { Projection, Store } from '../../store/contract.ts';
import { ensureAppointmentFields } from '../records/index.ts';
import { bookedInRangeFilter, occupancyPipeline, paidInPeriodFilter, periodPipeline } from './stats-pipeline.ts';

type PeriodSums = Omit<StatsAggregates, 'slots' | 'upcomingSlots'>;

/** What the embedded engine reads of each record: nothing it does not add up. */
const statsProjection: Projection = { kind: 1, status: 1, createdAt: 1, amounts: 1, reservationDetails: 1 };

type Aggregate = NonNullable<Store['aggregate']>;

async function aggregatesOnServer(aggregate: Aggregate, range: DateRange, upcoming: DateRange): Promise<StatsAggregates> {
  const [period] = (await aggregate('transactions', periodPipeline(range))) as PeriodSums[];
  const slots = (await aggregate('transactions', occupancyPipeline(occupancyRange(range)))) as StatsAggregates['slots'];
  const upcomingSlots = (await aggregate('transactions', occupancyPipeline(upcoming))) as StatsAggregates['upcomingSlots'];
  return {
    orders: period?.orders ?? [],
    lines: period?.lines ?? [],
    categories: period?.categories ?? [],
    products: period?.products ?? [],
    slots,
    upcomingSlots,
  };
}

async function aggregatesFromReads(store: Store, range: DateRange, upcoming: DateRange): Promise<StatsAggregates> {
  const transactions = store.collection('transactions');
  const occupancy = occupancyRange(range);
  const [paid, booked, bookedAhead] = await Promise.all([
    transactions.find(paidInPeriodFilter(range), { projection: statsProjection }),
    transactions.find(bookedInRangeFilter(occupancy), { projection: statsProjection }),
    transactions.find(bookedInRangeFilter(upcoming), { projection: statsProjection }),
  ]);
  const dated = paid.map((record) => ({ ...record, day: bogotaMoment(new Date(record.createdAt)).date }));
  return aggregateRecords(dated, booked, occupancy, { booked: bookedAhead, range: upcoming });
}

/** The period's figures, and the occupancy of the weeks after `today` (a Bogotá day). */
export async function dashboardFigures(store: Store, range: DateRange, today: string): Promise<DashboardFigures> {
  // The occupancy maps find reservations by their appointment dates, which older records get here.
  await ensureAppointmentFields(store);
  const upcoming = upcomingRange(today);
  const aggregate = store.aggregate?.bind(store);
  const aggregates = aggregate ? await aggregatesOnServer(aggregate, range, upcoming) : await aggregatesFromReads(store, range, upcoming);
  return assembleStats(aggregates, range, today);
}
