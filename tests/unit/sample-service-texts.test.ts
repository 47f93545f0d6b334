/** The sample shop's services say truthfully where they are done: only home services go to the customer. */
import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../functions/seed/catalogue-data.ts';
import { isHomeServiceCategory, isServiceCategory } from '../../src/domain/catalogue/catalogue.ts';

/** Words that promise a visit to the customer's place. */
const homeVisit = /domicilio|tu casa|tu hogar|sin salir de casa|desplazamiento|llevamos|hasta donde|vamos a/i;

const textsOf = (product: (typeof seedProducts)[number]) =>
  [product.productName, product.description, ...Object.values(product.service ?? {})].join(' ');

describe('sample services', () => {
  const services = seedProducts.filter((product) => isServiceCategory(product.category));

  it('has services of both kinds', () => {
    expect(services.some((service) => isHomeServiceCategory(service.category))).toBe(true);
    expect(services.some((service) => !isHomeServiceCategory(service.category))).toBe(true);
  });

  it('promises no home visit for a service done at the shop', () => {
    for (const service of services.filter((product) => !isHomeServiceCategory(product.category))) {
      expect(textsOf(service), service.productName).not.toMatch(homeVisit);
    }
  });

  it('says that a home service goes to the customer', () => {
    for (const service of services.filter((product) => isHomeServiceCategory(product.category))) {
      expect(textsOf(service), service.productName).toMatch(homeVisit);
    }
  });
});
