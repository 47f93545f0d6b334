/**
 * /admin-panel: the owner's day and business at a glance. The period's figures, drawn as charts
 * (Chart.js, loaded by this page alone) with their tables, the occupancy of service hours, and the
 * lists of what needs the owner now.
 */
import { useCallback, useEffect, useState } from 'react';
import { adminMessages } from '~/domain/owner/messages-admin.ts';
import { dashboardMessages as t } from '~/domain/owner/messages-dashboard.ts';
import { bogotaMoment } from '~/domain/schedule/schedule.ts';
import { DEFAULT_STATS_DAYS, lastDays, type DateRange } from '~/domain/owner/stats.ts';
import { getDashboard, type Dashboard as DashboardData } from '~/lib/api/admin/stats.ts';
import { toast } from '~/lib/toast.ts';
import AdminGate, { Toolbar } from '~/islands/admin/common/AdminGate.tsx';
import DashboardChart from './DashboardChart.tsx';
import DashboardLists from './DashboardLists.tsx';
import DashboardPeriod from './DashboardPeriod.tsx';
import OccupancyMap, { appointmentsIn } from './OccupancyMap.tsx';
import { serverMessageOr } from '~/islands/admin/common/errors.ts';
import { cop, count, shortDate } from './dashboard-format.ts';
import ListState from '~/islands/ui/ListState.tsx';
import './dashboard.css';

export default function Dashboard() {
  return (
    <AdminGate>
      <DashboardSection />
    </AdminGate>
  );
}

function Figures({ totals }: { totals: DashboardData['totals'] }) {
  const figures = [
    [t.figureSales, cop(totals.sales)],
    [t.figureDeposits, cop(totals.deposits)],
    [t.figureRefunds, cop(totals.refunds)],
    [t.figureShipping, cop(totals.shipping)],
    [t.figureOrders, count(totals.orders)],
    [t.figureBookings, count(totals.bookings)],
    [t.figureDiscounts, cop(totals.discounts)],
    [t.figureCredits, count(totals.credits)],
  ] as const;
  return (
    <dl className="dashboard-figures" aria-label={t.figuresLabel}>
      {figures.map(([term, value]) => (
        <div key={term} className="admin-card">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ data }: { data: DashboardData }) {
  const days = data.days.map((day) => shortDate(day.date));
  return (
    <div className="dashboard-charts">
      <DashboardChart
        title={t.salesChartTitle}
        type="bar"
        stacked
        labels={days}
        labelHeading={t.columnDate}
        format={cop}
        series={[
          { label: t.seriesSales, values: data.days.map((day) => day.sales), token: '--color-primary' },
          { label: t.seriesDeposits, values: data.days.map((day) => day.deposits), token: '--color-accent' },
        ]}
      />
      <DashboardChart
        title={t.bookingsChartTitle}
        type="line"
        labels={days}
        labelHeading={t.columnDate}
        format={count}
        series={[{ label: t.seriesBookings, values: data.days.map((day) => day.bookings), token: '--color-success' }]}
      />
      <DashboardChart
        title={t.categoriesChartTitle}
        type="bar"
        horizontal
        labels={data.categories.map((row) => row.category)}
        labelHeading={t.columnCategory}
        format={cop}
        series={[{ label: t.seriesRevenue, values: data.categories.map((row) => row.revenue), token: '--color-primary' }]}
      />
      <DashboardChart
        title={t.topProductsTitle}
        type="bar"
        horizontal
        labels={data.topProducts.map((row) => row.productName)}
        labelHeading={t.columnProduct}
        format={count}
        series={[{ label: t.seriesUnits, values: data.topProducts.map((row) => row.units), token: '--color-accent' }]}
      />
    </div>
  );
}

function DashboardSection() {
  const [range, setRange] = useState<DateRange>(() => lastDays(DEFAULT_STATS_DAYS, bogotaMoment(new Date()).date));
  const [data, setData] = useState<DashboardData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData((await getDashboard(range)).data);
      setLoadError(null);
    } catch (error) {
      const message = serverMessageOr(error, t.fetchError);
      setLoadError(message);
      toast.error(message);
    }
  }, [range]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <Toolbar>
        <DashboardPeriod range={range} onChange={setRange} />
      </Toolbar>
      <ListState look="panel" error={loadError} onRetry={() => void load()} loading={!data && !loadError && adminMessages.adminLoading} />
      {data && (
        <div className="dashboard">
          <p className="dashboard-note" role="status">
            {t.periodShown(shortDate(data.range.from), shortDate(data.range.to))}
          </p>
          <Figures totals={data.totals} />
          <DashboardLists dashboard={data} reload={() => void load()} />
          <Charts data={data} />
          <div className="dashboard-occupancies">
            <OccupancyMap
              id="dashboard-occupancy"
              title={t.occupancyTitle}
              intro={t.occupancyIntro(shortDate(data.occupancy.range.from), shortDate(data.occupancy.range.to))}
              empty={t.occupancyEmpty}
              occupancy={data.occupancy}
            />
            <OccupancyMap
              id="dashboard-upcoming"
              title={t.upcomingTitle}
              intro={t.upcomingIntro(appointmentsIn(data.upcoming), shortDate(data.upcoming.range.from), shortDate(data.upcoming.range.to))}
              empty={t.upcomingEmpty}
              occupancy={data.upcoming}
            />
          </div>
        </div>
      )}
    </>
  );
}
