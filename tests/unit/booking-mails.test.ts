import { describe, expect, it } from 'vitest';
import {
  bookingCancelledMail,
  bookingChangeNoticeMail,
  bookingMovedMail,
  bookingReminderMail,
  type AppointmentFacts,
} from '../../src/domain/mail/booking-mails.ts';

const facts: AppointmentFacts = {
  reference: 'TM-ABC123',
  customerName: 'Lucía',
  customerContact: 'Lucía · 3001234567 · lucia@correo.co',
  productName: 'Masaje relajante',
  reservationDate: '2026-03-07',
  reservationTime: '15:00',
  reschedules: 1,
  atHome: false,
};
const manage = 'https://tienda.example/mi-reserva?ref=TM-ABC123&access=t';
const origin = 'https://tienda.example';

describe('booking messages', () => {
  it('confirms a cancellation with the refund, and links the reservation', () => {
    const mail = bookingCancelledMail(facts, 16_000, manage, origin);
    expect(mail.subject).toBe('Cancelaste tu cita: Masaje relajante');
    expect(mail.text).toContain('sábado 7 de marzo de 2026, 3:00 p. m. (hora de Colombia)');
    expect(mail.text).toMatch(/anticipo de \$\s16\.000/);
    expect(mail.html).toContain('href="https://tienda.example/mi-reserva?ref=TM-ABC123&amp;access=t"');
    expect(bookingCancelledMail(facts, 0, manage, origin).text).toContain('no tenía anticipo pagado');
  });

  it('confirms a move with the hour before, the hour now and the moves left', () => {
    const mail = bookingMovedMail(facts, { date: '2026-03-06', time: '10:00' }, manage, origin);
    expect(mail.text).toContain('Antes: viernes 6 de marzo de 2026, 10:00 a. m. (hora de Colombia)');
    expect(mail.text).toContain('Ahora: sábado 7 de marzo de 2026, 3:00 p. m. (hora de Colombia)');
    expect(mail.text).toContain('Cambios que te quedan: 1');
  });

  it('reminds where: the shop with its map link, or the customer’s address for a home service; and links the reservation', () => {
    const atShop = bookingReminderMail(facts, manage, origin);
    expect(atShop.text).toContain('Lugar: Carrera 43A # 1-50, El Poblado, Medellín');
    expect(atShop.text).toContain(
      'Ver la tienda en el mapa: https://www.google.com/maps/search/?api=1&query=Carrera%2043A%20%23%201-50%2C%20El%20Poblado',
    );
    expect(atShop.html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Carrera%2043A');
    expect(atShop.html).toContain('href="https://tienda.example/mi-reserva?ref=TM-ABC123&amp;access=t"');
    const atHome = bookingReminderMail({ ...facts, atHome: true, visitAddress: 'Calle 10 # 43-20, Laureles, Medellín' }, manage, origin);
    expect(atHome.text).toContain('Lugar: En tu dirección: Calle 10 # 43-20, Laureles, Medellín');
    expect(atHome.text).not.toContain('maps');
    expect(atHome.html).toContain('href="https://tienda.example/mi-reserva?ref=TM-ABC123&amp;access=t"');
    expect(bookingReminderMail({ ...facts, atHome: true }, manage, origin).text).toContain('En la dirección que nos diste');
  });

  it('tells the owner who changed what', () => {
    const cancelled = bookingChangeNoticeMail(
      facts,
      { change: 'cancelada', by: 'cliente', refundCop: 16_000 },
      `${origin}/admin-panel/all-reservas?ref=TM-ABC123`,
      origin,
    );
    expect(cancelled.subject).toBe('Cita cancelada TM-ABC123: Masaje relajante');
    expect(cancelled.text).toContain('Hecho por: El cliente');
    const moved = bookingChangeNoticeMail(
      facts,
      { change: 'reprogramada', by: 'tienda', from: { date: '2026-03-06', time: '10:00' } },
      `${origin}/admin`,
      origin,
    );
    expect(moved.subject).toBe('Cita cambiada TM-ABC123: Masaje relajante');
    expect(moved.text).toContain('Hecho por: La tienda');
    expect(moved.text).toContain('Antes: viernes 6 de marzo de 2026, 10:00 a. m.');
  });
});
