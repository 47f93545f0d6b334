import { describe, expect, it } from 'vitest';
import { shippingCandidate, toShippingValues, validShippingInfo } from '../../src/islands/cart/shipping-values.ts';

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

describe('the cart’s shipping form values', () => {
  it('fills the form from the saved info, and a cart of reservations only with a pickup and no place', () => {
    expect(toShippingValues(delivery, true)).toEqual(delivery);
    expect(toShippingValues(null, true)).toMatchObject({ name: '', shippingMethod: 'delivery', city: '' });
    expect(toShippingValues(delivery, false)).toMatchObject({ shippingMethod: 'pickup', city: '', neighborhood: '', address: delivery.address });
  });

  it('keeps no city or neighbourhood for a pickup', () => {
    const values = toShippingValues(delivery, true);
    expect(shippingCandidate({ ...values, shippingMethod: 'pickup' })).toMatchObject({ city: '', neighborhood: '', address: delivery.address });
    expect(shippingCandidate(values)).toBe(values);
  });

  it('takes the saved info only when it is complete for the cart: products need an address', () => {
    expect(validShippingInfo(null, true)).toBeNull();
    expect(validShippingInfo({ ...delivery, address: '' }, false)).toMatchObject({ name: delivery.name });
    expect(validShippingInfo({ ...delivery, address: '' }, true)).toBeNull();
    expect(validShippingInfo({ ...delivery, name: '  Valentina Ríos ' }, true)?.name).toBe('Valentina Ríos');
  });
});
