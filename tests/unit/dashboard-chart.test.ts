/**
 * The dashboard's charts: the value axis counts in whole steps whichever way the bars run, so the
 * best sellers (horizontal bars of units) never show half a unit on their axis.
 */
import { describe, expect, it } from 'vitest';
import { chartConfig, type DashboardChartProps } from '../../src/islands/admin/dashboard/DashboardChart.tsx';
import { count } from '../../src/islands/admin/dashboard/dashboard-format.ts';

const colours = { text: '#111111', grid: '#cccccc', of: () => '#0000ff' };
const units: DashboardChartProps = {
  title: 'Los 10 productos más vendidos',
  type: 'bar',
  horizontal: true,
  labels: ['Cámara', 'Trípode'],
  labelHeading: 'Producto',
  format: count,
  series: [{ label: 'Unidades', values: [1, 2], token: '--color-accent' }],
};

describe('a dashboard chart’s axes', () => {
  it('writes whole units on a horizontal chart’s value axis, and the names on the other', () => {
    const scales = chartConfig(units, colours).options?.scales;
    expect(scales?.x?.ticks).toMatchObject({ precision: 0 });
    expect(scales?.y?.ticks).not.toHaveProperty('precision');
    const format = scales?.x?.ticks?.callback as (value: number) => string;
    expect(format(2)).toBe('2');
  });

  it('writes whole steps on a vertical chart’s value axis', () => {
    const scales = chartConfig({ ...units, horizontal: false, type: 'line' }, colours).options?.scales;
    expect(scales?.y?.ticks).toMatchObject({ precision: 0 });
    expect(scales?.x?.ticks).not.toHaveProperty('precision');
  });
});
