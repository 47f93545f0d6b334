import { describe, expect, it } from 'vitest';
import { bookingWindows } from '../../src/domain/schedule/schedule.ts';
import { resourceMessages as t } from '../../src/domain/bookings/messages-resources.ts';
import { placesLabel, placesLeft, placesOf } from '../../src/domain/bookings/resource-places.ts';
import { resourceTarget, resourcesBodySchema, unitSlotId } from '../../src/domain/bookings/resources.ts';
import { slotOptions } from '../../src/domain/bookings/reservation-picker.ts';
import { emptyProductForm, productBodyOf, productFormOf } from '../../src/islands/admin/products/product-form.ts';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';

const cabin = { _id: 'a'.repeat(24), name: 'Cabina de masajes', capacity: 1 };
const beds = { _id: 'b'.repeat(24), name: 'Camas de bronceado', capacity: 3 };

describe('resources', () => {
  it('unit 0 keeps the id a service’s hour always had; other units add their number', () => {
    expect(unitSlotId('svc', '2026-03-04', '10:00', 0)).toBe('svc|2026-03-04|10:00');
    expect(unitSlotId(beds._id, '2026-03-04', '10:00', 2)).toBe(`${beds._id}|2026-03-04|10:00|2`);
  });

  it('a service counts against its resource, or its own with one place (also when the resource is gone)', () => {
    expect(resourceTarget({ _id: 's1', resourceId: beds._id }, [cabin, beds])).toEqual({ key: beds._id, capacity: 3, name: beds.name });
    expect(resourceTarget({ _id: 's1' }, [cabin, beds])).toEqual({ key: 's1', capacity: 1, name: null });
    expect(resourceTarget({ _id: 's1', resourceId: 'c'.repeat(24) }, [cabin])).toEqual({ key: 's1', capacity: 1, name: null });
  });

  it('a start’s places left are the fewest over the hours it runs through', () => {
    const used = new Map([
      ['10:00', 1],
      ['11:00', 3],
    ]);
    expect(placesLeft(3, used, ['10:00'])).toBe(2);
    expect(placesLeft(3, used, ['10:00', '11:00'])).toBe(0);
    expect(placesLeft(3, used, ['12:00'])).toBe(3);
    expect(placesLeft(1, new Map([['09:00', 2]]), ['09:00'])).toBe(0);
  });

  it('"Quedan N cupos" only while places are left', () => {
    expect(placesLabel(2)).toBe('Quedan 2 cupos');
    expect(placesLabel(1)).toBe('Queda 1 cupo');
    expect(placesLabel(0)).toBeNull();
    expect(placesLabel(undefined)).toBeNull();
  });

  it('the pickers show the places left beside an available start of a resource of several places only', () => {
    const answer = {
      date: '2026-03-04',
      closed: false,
      capacity: 3,
      slots: [
        { time: '10:00', available: true, remaining: 2 },
        { time: '11:00', available: false, remaining: 0 },
      ],
    };
    expect(placesOf(answer, '10:00')).toBe(2);
    expect(placesOf(answer, '11:00')).toBeUndefined();
    expect(placesOf({ ...answer, capacity: 1 }, '10:00')).toBeUndefined();
    const now = new Date('2026-03-02T15:00:00Z');
    const options = slotOptions('2026-03-04', bookingWindows.reservar, 60, now, answer);
    expect(options.find((option) => option.time === '10:00')).toEqual({ time: '10:00', state: 'available', places: 2 });
    expect(options.find((option) => option.time === '11:00')).toEqual({ time: '11:00', state: 'taken' });
    expect(
      slotOptions('2026-03-04', bookingWindows.reservar, 60, now, { ...answer, capacity: 1 }).find((option) => option.time === '10:00'),
    ).toEqual({
      time: '10:00',
      state: 'available',
    });
  });

  it('the list: trimmed names, unique ignoring case and accents, whole capacities 1–20', () => {
    expect(resourcesBodySchema.parse({ resources: [{ name: '  Cabina  ', capacity: 2 }] })).toEqual({
      resources: [{ name: 'Cabina', capacity: 2 }],
    });
    const duplicate = resourcesBodySchema.safeParse({
      resources: [
        { name: 'Cabína', capacity: 1 },
        { name: 'cabina', capacity: 1 },
      ],
    });
    expect(duplicate.error?.issues[0]?.message).toBe(t.duplicateName('cabina'));
    for (const capacity of [0, 21, 1.5, Number.NaN])
      expect(resourcesBodySchema.safeParse({ resources: [{ name: 'Cabina', capacity }] }).success).toBe(false);
  });
});

describe('the service form’s resource', () => {
  it('is sent with a service (empty: none) and read back from the product', () => {
    const values = { ...emptyProductForm(), category: 'Servicios', resourceId: beds._id };
    expect(productBodyOf(values)).toMatchObject({ resourceId: beds._id });
    expect(productBodyOf({ ...values, resourceId: '' })).toMatchObject({ resourceId: '' });
    expect(productBodyOf({ ...values, category: 'Componentes' })).not.toHaveProperty('resourceId');
    const product = { _id: 'p', productName: 'Masaje', resourceId: beds._id, productImage: [] } as unknown as Product;
    expect(productFormOf(product).resourceId).toBe(beds._id);
  });
});
