/**
 * Spanish texts: the owner's agenda (/admin-panel/agenda), a day or a week of hours by service.
 * Kept apart so only the agenda's page downloads them (the menu's label is in messages-admin.ts).
 */
import type { AgendaClosedReason } from './agenda-grid.ts';
import { hoursMessages } from '../schedule/messages-hours.ts';

export const agendaMessages = {
  title: 'Agenda',
  intro: 'Quién viene a qué hora y qué horas siguen libres, por día o por semana (hora de Bogotá).',
  toolbarLabel: 'Elegir el día, la vista y el servicio',
  previousDay: 'Día anterior',
  previousWeek: 'Semana anterior',
  nextDay: 'Día siguiente',
  nextWeek: 'Semana siguiente',
  previous: 'Anterior',
  next: 'Siguiente',
  today: 'Hoy',
  dateLabel: 'Fecha',
  viewLabel: 'Vista',
  viewDay: 'Día',
  viewWeek: 'Semana',
  serviceLabel: 'Servicio',
  allServices: 'Todos los servicios',
  print: 'Imprimir',
  hourColumn: 'Hora',
  tableRegion: 'Agenda por horas',
  dayCaption: (date: string) => `Agenda del ${date}`,
  weekCaption: (from: string, to: string) => `Agenda de la semana del ${from} al ${to}`,
  holiday: (name: string) => `Festivo: ${name}`,
  shortDay: hoursMessages.agendaShortDay(),
  shortDayRange: (range: string) => `Horario corto: ${range}`,
  tuesdayClosed: 'Cerrado los martes',
  dayClosed: 'Cerrado',
  closure: (reason: string) => `Cerrado: ${reason}`,
  fetchError: 'No se pudo cargar la agenda.',
  retry: 'Intentar de nuevo',
  refreshing: 'Actualizando la agenda…',

  free: 'Libre',
  freeCount: (count: number) => (count === 1 ? 'Libre · 1 servicio' : `Libre · ${count} servicios`),
  held: (minutes: number) => `Apartada · ${minutes} min`,
  heldHint: 'Un pago en curso',
  booked: 'Reservada',
  closed: {
    martes: 'Cerrado',
    horario: 'Cerrado',
    pasada: 'Pasada',
    lejana: 'Aún no se reserva',
    'sin-cupo': 'Sin cupo',
    'sin-espacio': 'No cabe antes de la cita siguiente',
  } satisfies Record<AgendaClosedReason, string>,
  continues: (time: string, customer: string) => `Sigue la cita de las ${time}${customer ? ` (${customer})` : ''}`,
  /** An hour a booking takes only for its resource's preparation or cleanup (the customer is not there). */
  turnover: (kind: 'preparacion' | 'limpieza', time: string, customer: string) =>
    `${kind === 'preparacion' ? 'Preparación' : 'Limpieza'} de la cita de las ${time}${customer ? ` (${customer})` : ''}`,
  span: (start: string, end: string, minutes: number) => `${start}–${end} · ${minutes} min`,
  /** A booking's turnover beside its span: what its resource keeps before and after it. */
  buffers: (preparation: number, cleanup: number) =>
    [preparation > 0 ? `Preparación ${preparation} min` : '', cleanup > 0 ? `Limpieza ${cleanup} min` : ''].filter(Boolean).join(' · '),
  paid: 'Pagada',
  balanceDue: (amount: string) => `Saldo ${amount}`,
  depositAndBalance: (paid: string, balance: string) => `Anticipo ${paid} · saldo ${balance}`,
  online: 'En línea',
  byPhone: 'Por teléfono',
  atHome: 'A domicilio',
  /** On the printed agenda: how to reach the customer, and what the owner noted on the phone. */
  phone: (tel: string) => `Tel. ${tel}`,
  notes: (notes: string) => `Notas: ${notes}`,
  paymentBeingWritten: 'Pago en registro',

  freeCellLabel: (time: string, date: string, service: string) => `Libre, ${time}, ${date}, ${service}: reservar por teléfono`,
  /** Starts with what the button shows ("Libre · 3 servicios"), as its accessible name must. */
  freeCellsLabel: (shown: string, time: string, date: string) => `${shown}, ${time}, ${date}: reservar por teléfono`,
  bookingLabel: (time: string, date: string, customer: string, service: string) =>
    `Reservada, ${time}, ${date}: ${customer || 'cliente'}, ${service}. Ver el detalle`,

  detailTitle: (reference: string) => `Reserva ${reference}`,
  detailFallbackTitle: 'Reserva',
  statusLabel: 'Estado de la reserva',
  statusSaved: 'Estado actualizado.',
  statusError: 'No se pudo cambiar el estado.',
  noRecordYet: 'Esta hora está reservada y su pago aún se está registrando. Vuelve a abrir la agenda en un momento.',
} as const;
