/**
 * One chart of the dashboard, drawn by Chart.js (only the controllers, elements and scales the
 * dashboard uses are registered, so the rest of the library stays out of the bundle), and the same
 * numbers as a table under a <details>, its text alternative. Colours are the design tokens, read
 * from the page's CSS when the chart is drawn.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Scale,
} from 'chart.js';
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { dashboardMessages as t } from '~/domain/owner/messages-dashboard.ts';
import EmptyState from '~/islands/ui/EmptyState.tsx';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A colour token, e.g. '--color-primary'. */
  token: string;
}

export interface DashboardChartProps {
  title: string;
  type: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Bars along the vertical axis (category names read better that way). */
  horizontal?: boolean;
  stacked?: boolean;
  /** How a value is written on the axis, in tooltips and in the table. */
  format: (value: number) => string;
  /** The table's first column. */
  labelHeading: string;
}

const tokenColour = (token: string) => getComputedStyle(document.documentElement).getPropertyValue(token).trim();

/** A long product name is cut on the axis; the tooltip and the table keep it whole. */
const LABEL_CHARACTERS = 24;
function axisLabel(this: Scale, value: string | number) {
  const label = this.getLabelForValue(Number(value));
  return label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;
}

/** The colours a chart is drawn in, read from the design tokens. */
interface ChartColours {
  text: string;
  grid: string;
  /** By token, e.g. '--color-primary'. */
  of: (token: string) => string;
}

/**
 * The value axis counts in whole steps (units, appointments, pesos): Chart.js never writes a
 * fraction such as 0,5 on it, whichever way the bars run.
 */
const valueTicks = (format: (value: number) => string) => ({ callback: (value: string | number) => format(Number(value)), precision: 0 });

export function chartConfig(props: DashboardChartProps, colours: ChartColours): ChartConfiguration<'bar' | 'line', number[], string> {
  const valueAxis = props.horizontal ? 'x' : 'y';
  const { text, grid, of: tokenColour } = colours;
  return {
    type: props.type,
    data: {
      labels: [...props.labels],
      datasets: props.series.map((series) => ({
        label: series.label,
        data: [...series.values],
        backgroundColor: tokenColour(series.token),
        borderColor: tokenColour(series.token),
        borderWidth: props.type === 'line' ? 2 : 0,
        pointRadius: props.type === 'line' ? 2 : 0,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      indexAxis: props.horizontal ? 'y' : 'x',
      plugins: {
        legend: { display: props.series.length > 1, labels: { color: text } },
        tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${props.format(Number(item.raw))}` } },
      },
      scales: {
        x: {
          stacked: props.stacked ?? false,
          ticks: { color: text, ...(valueAxis === 'x' ? valueTicks(props.format) : {}) },
          grid: { color: grid },
        },
        y: {
          stacked: props.stacked ?? false,
          beginAtZero: true,
          ticks: {
            color: text,
            ...(valueAxis === 'y' ? valueTicks(props.format) : { callback: axisLabel }),
          },
          grid: { color: grid },
        },
      },
    },
  };
}

function ChartCanvas(props: DashboardChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Drawn again only when what it shows changes, not on every render of the page.
  const shown = JSON.stringify([props.type, props.labels, props.series, props.horizontal, props.stacked]);
  const drawChart = useEffectEvent(
    (element: HTMLCanvasElement) =>
      new Chart(element, chartConfig(props, { text: tokenColour('--color-muted'), grid: tokenColour('--color-border'), of: tokenColour })),
  );
  useEffect(() => {
    if (!canvas.current) return;
    const chart = drawChart(canvas.current);
    return () => chart.destroy();
  }, [shown]);
  return <canvas ref={canvas} role="img" aria-label={props.title} />;
}

export function DataTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <details className="dashboard-data">
      <summary>{t.tableSummary}</summary>
      <div className="dashboard-table-wrap">
        <table className="dashboard-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest], index) => (
              <tr key={index}>
                <th scope="row">{first}</th>
                {rest.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export default function DashboardChart(props: DashboardChartProps) {
  const headingId = useId();
  const empty = props.labels.length === 0 || props.series.every((series) => series.values.every((value) => value === 0));
  return (
    <section className="admin-card dashboard-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {empty ? (
        <EmptyState look="panel">{t.noData}</EmptyState>
      ) : (
        <>
          <div className={props.horizontal ? 'dashboard-canvas dashboard-canvas-tall' : 'dashboard-canvas'}>
            <ChartCanvas {...props} />
          </div>
          <DataTable
            caption={props.title}
            head={[props.labelHeading, ...props.series.map((series) => series.label)]}
            rows={props.labels.map((label, index) => [label, ...props.series.map((series) => props.format(series.values[index] ?? 0))])}
          />
        </>
      )}
    </section>
  );
}
