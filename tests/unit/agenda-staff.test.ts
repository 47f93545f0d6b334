import { describe, expect, it } from 'vitest';
import type { AgendaBooking } from '../../src/domain/bookings/agenda-grid.ts';
import { personCells } from '../../src/domain/staff/agenda-staff.ts';

const week = Array.from({ length: 7 }, () => ({ open: true, from: '09:00', to: '12:00' }));
const laura = { _id: 'laura', week, timeOff: [] };
const booking = { slotId: 's1', serviceId: 'masaje', date: '2026-03-04', time: '10:00', hours: 2, staffId: 'laura' } as AgendaBooking;

describe('a person’s column of the agenda', () => {
  it('shows their booking at its start and through its hours, free where they work, closed elsewhere', () => {
    const cells = personCells(laura, '2026-03-04', [booking], ['08:00', '09:00', '10:00', '11:00', '12:00']);
    expect(cells.map((cell) => cell.state)).toEqual(['closed', 'free', 'booked', 'booked', 'closed']);
    expect(cells[2]).toMatchObject({ booking: 's1' });
    expect(cells[3]).toMatchObject({ booking: 's1', continues: 's1' });
  });

  it('leaves out another person’s bookings', () => {
    const cells = personCells({ ...laura, _id: 'sofia' }, '2026-03-04', [booking], ['10:00']);
    expect(cells[0]?.state).toBe('free');
  });
});
