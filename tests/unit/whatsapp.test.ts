import { describe, expect, it } from 'vitest';
import { business } from '../../src/domain/shared/business.ts';
import {
  deliveryStatusesBefore,
  isOptedOut,
  isOptInReply,
  isOptOutReply,
  whatsappNumber,
  whatsappTemplateParameters,
  whatsappWaitlistOfferParameters,
} from '../../src/domain/whatsapp/whatsapp.ts';

describe('whatsappNumber', () => {
  it.each([
    ['3001234567', '573001234567'],
    ['300 123 4567', '573001234567'],
    ['(300) 123-4567', '573001234567'],
    ['300.123.4567', '573001234567'],
    ['+57 300 123 4567', '573001234567'],
    ['57 300 123 4567', '573001234567'],
    ['573001234567', '573001234567'],
    ['0057 3001234567', '573001234567'],
    ['+1 (415) 555-0123', '14155550123'],
    ['+34 612 345 678', '34612345678'],
    ['0034 612 345 678', '34612345678'],
    ['14155550123', '14155550123'],
  ])('%s → %s', (phone, expected) => {
    expect(whatsappNumber(phone)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['604 444 1234', 'a Colombian landline'],
    ['+57 604 444 1234', 'a Colombian landline with its code'],
    ['57 300 123 456', 'a Colombian mobile one digit short'],
    ['4441234', 'a local number without its area'],
    ['2001234567', 'ten digits that are no Colombian mobile and carry no code'],
    ['+0 123 456 789', 'a code that starts with 0'],
    ['+1 234', 'too short'],
    ['+1234567890123456', 'longer than 15 digits'],
    ['300-CALL-NOW', 'letters'],
    ['+57 300 123 4567 ext 2', 'an extension'],
  ])('refuses %s (%s)', (phone) => {
    expect(whatsappNumber(phone)).toBeNull();
  });
});

describe('isOptOutReply', () => {
  it.each(['BAJA', 'baja', ' Baja ', 'STOP', 'stop', 'NO MÁS', 'no más', 'No mas', 'NO  MAS', 'Baja.', '¡Stop!'])(
    '“%s” opts out',
    (text) => {
      expect(isOptOutReply(text)).toBe(true);
    },
  );

  it.each(['', 'hola', 'no', 'bajar', 'quiero la baja de mi cita', 'STOP por favor', 'más'])('“%s” does not', (text) => {
    expect(isOptOutReply(text)).toBe(false);
  });
});

describe('isOptInReply', () => {
  it.each(['ALTA', 'alta', ' Alta. ', '¡ALTA!'])('“%s” opts in again', (text) => {
    expect(isOptInReply(text)).toBe(true);
  });

  it.each(['', 'baja', 'altas', 'dar de alta', 'si'])('“%s” does not', (text) => {
    expect(isOptInReply(text)).toBe(false);
  });
});

describe('isOptedOut', () => {
  const at = (second: number) => new Date(Date.UTC(2026, 2, 4, 15, 0, second));
  it('is out after BAJA until a later ALTA; a tie goes to the opt-out', () => {
    expect(isOptedOut(null)).toBe(false);
    expect(isOptedOut({ optedInAt: at(1) })).toBe(false);
    expect(isOptedOut({ optedOutAt: at(1) })).toBe(true);
    expect(isOptedOut({ optedOutAt: at(1), optedInAt: at(1) })).toBe(true);
    expect(isOptedOut({ optedOutAt: at(1), optedInAt: at(2) })).toBe(false);
    expect(isOptedOut({ optedOutAt: at(3), optedInAt: at(2) })).toBe(true);
  });
});

describe('whatsappTemplateParameters', () => {
  const appointment = {
    productName: 'Masaje relajante',
    reservationDate: '2026-12-02',
    reservationTime: '15:30',
    atHome: false,
    address: business.address,
    manageUrl: 'https://tienda.example/mi-reserva?ref=TM-1&access=abc',
  };

  it('gives the service, the date, the hour, the shop and the link, in that order', () => {
    expect(whatsappTemplateParameters(appointment)).toEqual([
      'Masaje relajante',
      'miércoles 2 de diciembre de 2026',
      '3:30 p. m.',
      `en la tienda: ${business.address}`,
      'https://tienda.example/mi-reserva?ref=TM-1&access=abc',
    ]);
  });

  it("names the customer's address for a home visit", () => {
    const [, , , place] = whatsappTemplateParameters({ ...appointment, atHome: true, address: 'Calle 10 # 20-30, El Portal, Envigado' });
    expect(place).toBe('a domicilio: Calle 10 # 20-30, El Portal, Envigado');
  });

  it('folds line breaks, tabs and runs of spaces Meta refuses, and never sends an empty parameter', () => {
    const parameters = whatsappTemplateParameters({ ...appointment, productName: 'Masaje\n\tde    piedras', reservationDate: '' });
    expect(parameters[0]).toBe('Masaje de piedras');
    expect(parameters[1]).toBe('-');
  });
});

describe('whatsappWaitlistOfferParameters', () => {
  it('gives the service, the date, the hour and the offer link, in that order, folded as Meta wants', () => {
    expect(
      whatsappWaitlistOfferParameters({
        serviceName: 'Masaje\n relajante',
        date: '2026-12-02',
        time: '15:30',
        link: 'https://tienda.example/api/waitlist/offers/abc',
      }),
    ).toEqual(['Masaje relajante', 'miércoles 2 de diciembre de 2026', '3:30 p. m.', 'https://tienda.example/api/waitlist/offers/abc']);
  });
});

describe('deliveryStatusesBefore', () => {
  it('lets a status replace only the earlier ones, and a failure any', () => {
    expect(deliveryStatusesBefore('sent')).toEqual([]);
    expect(deliveryStatusesBefore('delivered')).toEqual(['sent']);
    expect(deliveryStatusesBefore('read')).toEqual(['sent', 'delivered']);
    expect(deliveryStatusesBefore('failed')).toEqual(['sent', 'delivered', 'read']);
  });
});
