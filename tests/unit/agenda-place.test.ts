import { describe, expect, it } from 'vitest';
import { agendaRangeOf, agendaSearch, readAgendaPlace, stepAgendaPlace } from '../../src/islands/admin/agenda/agenda-place.ts';

const SERVICE = '0123456789abcdef01234567';

describe("the agenda's place in the address", () => {
  it('reads the day, the view and the service, and falls back to today, the day view and every service', () => {
    expect(readAgendaPlace(`?dia=2026-11-24&vista=semana&servicio=${SERVICE}`, '2026-11-22')).toEqual({
      day: '2026-11-24',
      view: 'semana',
      serviceId: SERVICE,
    });
    expect(readAgendaPlace('', '2026-11-22')).toEqual({ day: '2026-11-22', view: 'dia', serviceId: '' });
    expect(readAgendaPlace('?dia=2026-02-30&vista=mes&servicio=<x>', '2026-11-22')).toEqual({
      day: '2026-11-22',
      view: 'dia',
      serviceId: '',
    });
  });

  it('writes the same place back', () => {
    const place = { day: '2026-11-24', view: 'semana', serviceId: SERVICE } as const;
    expect(agendaSearch(place)).toBe(`?dia=2026-11-24&vista=semana&servicio=${SERVICE}`);
    expect(readAgendaPlace(agendaSearch(place), '2000-01-01')).toEqual(place);
    expect(agendaSearch({ day: '2026-11-24', view: 'dia', serviceId: '' })).toBe('?dia=2026-11-24&vista=dia');
  });

  it('shows a day, or its week from Monday to Sunday, and steps by one or seven days', () => {
    expect(agendaRangeOf({ day: '2026-11-24', view: 'dia', serviceId: '' })).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    // Tuesday 24 November 2026: the week of Monday 23 to Sunday 29; a Sunday belongs to the week before it.
    expect(agendaRangeOf({ day: '2026-11-24', view: 'semana', serviceId: '' })).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(agendaRangeOf({ day: '2026-11-29', view: 'semana', serviceId: '' })).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(stepAgendaPlace({ day: '2026-11-30', view: 'dia', serviceId: '' }, 1).day).toBe('2026-12-01');
    expect(stepAgendaPlace({ day: '2026-11-24', view: 'semana', serviceId: '' }, -1).day).toBe('2026-11-17');
  });
});
