import { describe, expect, it } from 'vitest';
import { agendaRange, appointmentFieldsOf } from '../../src/domain/bookings/agenda.ts';

// Wednesday 4 March 2026, 22:30 in Bogotá: already Thursday in UTC.
const WEDNESDAY_NIGHT = new Date('2026-03-05T03:30:00Z');

describe('agenda shortcuts (Bogotá dates)', () => {
  it('"Hoy" and "Mañana" are today and tomorrow in Bogotá, whatever UTC says', () => {
    expect(agendaRange('hoy', WEDNESDAY_NIGHT)).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(agendaRange('manana', WEDNESDAY_NIGHT)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
  });

  it('"Esta semana" runs from today through the coming Sunday', () => {
    expect(agendaRange('semana', WEDNESDAY_NIGHT)).toEqual({ from: '2026-03-04', to: '2026-03-08' });
    // Monday: the whole week; Sunday: that day alone.
    expect(agendaRange('semana', new Date('2026-03-02T15:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(agendaRange('semana', new Date('2026-03-08T15:00:00Z'))).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    // Across a month's end.
    expect(agendaRange('semana', new Date('2026-03-31T15:00:00Z'))).toEqual({ from: '2026-03-31', to: '2026-04-05' });
  });
});

describe('appointment fields of a record', () => {
  it('lists each appointment date once, in order, and the first appointment', () => {
    const fields = appointmentFieldsOf([
      { kind: 'service', reservationDate: '2026-03-09', reservationTime: '11:00' },
      { kind: 'product' },
      { kind: 'service', reservationDate: '2026-03-05', reservationTime: '18:00' },
      { kind: 'service', reservationDate: '2026-03-05', reservationTime: '09:00' },
    ]);
    expect(fields).toEqual({ appointmentDates: ['2026-03-05', '2026-03-09'], firstAppointment: '2026-03-05 09:00' });
  });

  it('is empty for a record without appointments', () => {
    expect(appointmentFieldsOf([{ kind: 'product' }])).toEqual({ appointmentDates: [], firstAppointment: '' });
  });
});
