/**
 * The reservation's calendar file: one event per booked service, at its Bogotá date and hour.
 */
import { createEvents, type EventAttributes } from 'ics';
import { business } from '../../src/domain/business.ts';
import { bogotaInstant } from '../../src/domain/schedule.ts';
import type { PublicTransaction } from './transactions.ts';

export function reservationCalendar(records: PublicTransaction[]): string | null {
  const events: EventAttributes[] = records
    .filter((record) => record.kind === 'reserva')
    .flatMap((record) => record.reservationDetails)
    .filter((line) => line.reservationDate && line.reservationTime)
    .map((line) => ({
      uid: `${line.productId}-${line.reservationDate}-${line.reservationTime}@tienda-medellin`,
      // An instant in UTC, so every calendar shows it at the right hour; the text says Bogotá's.
      start: bogotaInstant(line.reservationDate ?? '', line.reservationTime ?? '').getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: Math.max(line.serviceDuration ?? 60, 15) },
      title: `${line.productName} — ${business.name}`,
      description: `Reserva de ${line.productName} el ${line.reservationDate} a las ${line.reservationTime} (hora de Bogotá).`,
      location: business.address,
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
      productId: 'tienda-medellin/reservas',
      calName: `Reservas ${business.name}`,
    }));
  if (events.length === 0) return null;
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
