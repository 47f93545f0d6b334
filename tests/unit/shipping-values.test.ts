import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/shared/messages.ts';
import {
  fitValues,
  shippingCandidate,
  shippingChoiceOf,
  shippingSchemaFor,
  toShippingValues,
  validShippingInfo,
  withAccountContact,
} from '../../src/islands/cart/shipping/shipping-values.ts';

const delivery = {
  name: 'Valentina Ríos',
  email: 'valentina@example.com',
  phone: '3001234567',
  shippingMethod: 'delivery' as const,
  city: 'Medellín',
  neighborhood: 'El Poblado',
  address: 'Calle 10 # 43-20',
  deliveryTime: 'Tarde',
};
const products = { needsAddress: true, homeVisit: false };
const shopReservations = { needsAddress: false, homeVisit: false };
const homeVisit = { needsAddress: true, homeVisit: true };
const rates = [
  { city: 'Medellín', default: 12_000, neighborhoods: { 'El Poblado': 15_000 } },
  { city: 'Bello', default: 16_000, neighborhoods: {} },
];

describe('the cart’s shipping form values', () => {
  it('fills the form from the saved info, and a cart of reservations at the shop only with a pickup and no place', () => {
    expect(toShippingValues(delivery, products)).toEqual(delivery);
    expect(toShippingValues(null, products)).toMatchObject({ name: '', shippingMethod: 'delivery', city: '' });
    expect(toShippingValues(delivery, shopReservations)).toMatchObject({
      shippingMethod: 'pickup',
      city: '',
      neighborhood: '',
      address: delivery.address,
    });
  });

  it('never offers a home visit as a pickup, also when the cart gains one under an open form', () => {
    expect(toShippingValues({ ...delivery, shippingMethod: 'pickup' }, homeVisit)).toMatchObject({ shippingMethod: 'delivery' });
    const values = toShippingValues({ ...delivery, shippingMethod: 'pickup' }, products);
    expect(fitValues(values, homeVisit).shippingMethod).toBe('delivery');
    expect(fitValues(values, products)).toBe(values);
  });

  it('keeps no city or neighbourhood for a pickup', () => {
    const values = toShippingValues(delivery, products);
    expect(shippingCandidate({ ...values, shippingMethod: 'pickup' })).toMatchObject({
      city: '',
      neighborhood: '',
      address: delivery.address,
    });
    expect(shippingCandidate(values)).toBe(values);
    expect(shippingChoiceOf(values)).toEqual({ shippingMethod: 'delivery', city: 'Medellín', neighborhood: 'El Poblado' });
  });

  it('takes the saved info only when it is complete for the cart: products and home services need an address', () => {
    expect(validShippingInfo(null, products)).toBeNull();
    expect(validShippingInfo({ ...delivery, address: '' }, shopReservations)).toMatchObject({ name: delivery.name });
    expect(validShippingInfo({ ...delivery, address: '' }, products)).toBeNull();
    expect(validShippingInfo({ ...delivery, address: '' }, homeVisit)).toBeNull();
    expect(validShippingInfo({ ...delivery, name: '  Valentina Ríos ' }, products)?.name).toBe('Valentina Ríos');
  });

  it('asks a home visit for a neighbourhood of the list once the rates are known', () => {
    expect(validShippingInfo({ ...delivery, neighborhood: '' }, homeVisit, rates)).toBeNull();
    expect(validShippingInfo({ ...delivery, neighborhood: '' }, products, rates)).not.toBeNull();
    expect(validShippingInfo({ ...delivery, city: 'Bello', neighborhood: '' }, homeVisit, rates)).not.toBeNull();
    const issues = shippingSchemaFor(homeVisit, rates).safeParse({ ...delivery, neighborhood: '' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([['neighborhood', messages.homeServiceNeighborhoodRequired]]);
  });

  it('fills the empty name, e-mail and phone from the account, and keeps what is typed', () => {
    const account = { name: 'Camila Restrepo', email: 'camila@correo.co', tel: '3001234567' };
    expect(withAccountContact(toShippingValues(null, products), account)).toMatchObject({
      name: account.name,
      email: account.email,
      phone: account.tel,
    });
    expect(withAccountContact({ ...toShippingValues(null, products), name: 'Otra persona' }, account).name).toBe('Otra persona');
  });
});
