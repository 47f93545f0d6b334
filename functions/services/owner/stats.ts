/**
 * The dashboard's figures for a period: summed on the server. On MongoDB by the aggregation
 * pipelines of stats-pipeline.ts; on the embedded engine (no aggregation) from two bounded reads,
 * one per range, summed by the same rules in src/domain/stats.ts. Both end in `assembleStats`.
 */
import { bogotaMoment } from '../../../src/domain/schedule.ts';
import {
  aggregateRecords,
  assembleStats,
  occupancyRange,
  type DashboardFigures,
  type DateRange,
  type StatsAggregates,
} from '../../../src/domain/stats.ts';
import type { Projection, Store } from '../../store/contract.ts';
import { ensureAppointmentFields } from '../records/records-query.ts';
import { bookedInRangeFilter, occupancyPipeline, paidInPeriodFilter, periodPipeline } from './stats-pipeline.ts';

type PeriodSums = Omit<StatsAggregates, 'slots'>;

/** What the embedded engine reads of each record: nothing it does not add up. */
const statsProjection: Projection = { kind: 1, status: 1, createdAt: 1, amounts: 1, reservationDetails: 1 };

type Aggregate = NonNullable<Store['aggregate']>;

async function aggregatesOnServer(aggregate: Aggregate, range: DateRange): Promise<StatsAggregates> {
  const [period] = (await aggregate('transactions', periodPipeline(range))) as PeriodSums[];
  const slots = (await aggregate('transactions', occupancyPipeline(occupancyRange(range)))) as StatsAggregates['slots'];
  return {
    orders: period?.orders ?? [],
    lines: period?.lines ?? [],
    categories: period?.categories ?? [],
    products: period?.products ?? [],
    slots,
  };
}

async function aggregatesFromReads(store: Store, range: DateRange): Promise<StatsAggregates> {
  const transactions = store.collection('transactions');
  const occupancy = occupancyRange(range);
  const [paid, booked] = await Promise.all([
    transactions.find(paidInPeriodFilter(range), { projection: statsProjection }),
    transactions.find(bookedInRangeFilter(occupancy), { projection: statsProjection }),
  ]);
  const dated = paid.map((record) => ({ ...record, day: bogotaMoment(new Date(record.createdAt)).date }));
  return aggregateRecords(dated, booked, occupancy);
}

export async function dashboardFigures(store: Store, range: DateRange): Promise<DashboardFigures> {
  // The occupancy map finds reservations by their appointment dates, which older records get here.
  await ensureAppointmentFields(store);
  const aggregate = store.aggregate?.bind(store);
  const aggregates = aggregate ? await aggregatesOnServer(aggregate, range) : await aggregatesFromReads(store, range);
  return assembleStats(aggregates, range);
}
