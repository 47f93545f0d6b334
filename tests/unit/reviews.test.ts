/** The reviews' pure rules: who may rate a line and when, the average, the name shown, the structured data. */
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../src/domain/catalogue/product-json-ld.ts';
import { jsonLdScriptText } from '../../src/domain/shared/json-ld.ts';
import { formatAverage, reviewAuthorName, reviewRefusal, reviewSummary, type PublicReview } from '../../src/domain/reviews/reviews.ts';

const now = new Date('2026-03-06T15:00:00Z'); // 10:00 in Bogotá
const productLine = { kind: 'product' as const };
const appointment = (date: string, time: string, extra: { cancelledAt?: string } = {}) => ({
  kind: 'service' as const,
  reservationDate: date,
  reservationTime: time,
  ...extra,
});

describe('reviewRefusal', () => {
  it('lets a product line of a paid, sent or delivered sale be rated, never a cancelled one', () => {
    for (const status of ['pagada', 'enviada', 'entregada']) expect(reviewRefusal({ kind: 'venta', status }, productLine, now)).toBeNull();
    expect(reviewRefusal({ kind: 'venta', status: 'cancelada' }, productLine, now)).toBe('not-reviewable');
  });

  it('lets an appointment be rated once its hour passed or its reservation is completed, never a cancelled one', () => {
    expect(reviewRefusal({ kind: 'reserva', status: 'confirmada' }, appointment('2026-03-06', '09:00'), now)).toBeNull();
    expect(reviewRefusal({ kind: 'reserva', status: 'confirmada' }, appointment('2026-03-06', '11:00'), now)).toBe('not-yet');
    expect(reviewRefusal({ kind: 'reserva', status: 'completada' }, appointment('2026-03-07', '11:00'), now)).toBeNull();
    expect(reviewRefusal({ kind: 'reserva', status: 'confirmada' }, appointment('2026-03-05', '09:00', { cancelledAt: 'x' }), now)).toBe(
      'not-reviewable',
    );
    expect(reviewRefusal({ kind: 'reserva', status: 'no asistió' }, appointment('2026-03-05', '09:00'), now)).toBe('not-reviewable');
    expect(reviewRefusal({ kind: 'reserva', status: 'cancelada' }, appointment('2026-03-05', '09:00'), now)).toBe('not-reviewable');
  });
});

describe('the summary and the name shown', () => {
  it('averages to one decimal, written with a comma', () => {
    expect(reviewSummary([])).toEqual({ count: 0, average: 0 });
    expect(reviewSummary([5, 4, 4])).toEqual({ count: 3, average: 4.3 });
    expect(formatAverage(4.3)).toBe('4,3');
  });

  it('shows the first name and the initial of the last', () => {
    expect(reviewAuthorName('  Ana María Gómez ')).toBe('Ana G.');
    expect(reviewAuthorName('Cliente')).toBe('Cliente');
  });
});

describe('the structured data', () => {
  const product = {
    _id: 'p1',
    productName: 'Audífonos',
    description: 'd',
    brandName: 'Marca',
    productImage: ['/img/a.webp'],
    sellingPrice: 100,
    price: 120,
    stock: 3,
  };
  const context = { site: 'https://tienda.example', pageUrl: 'https://tienda.example/product/p1', category: 'Audio', sellerName: 'Tienda' };
  const review: PublicReview = {
    _id: 'r1',
    authorName: 'Ana G.',
    rating: 4,
    text: '</script><b>"hola"</b>',
    createdAt: '2026-03-05T12:00:00.000Z',
  };

  it('carries aggregateRating and review only when there is a published review', () => {
    expect(productJsonLd(product, context)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(product, { ...context, reviews: { summary: { count: 0, average: 0 }, latest: [] } })).not.toHaveProperty('review');
    const ld = productJsonLd(product, { ...context, reviews: { summary: { count: 1, average: 4 }, latest: [review] } });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ana G.' },
        datePublished: '2026-03-05',
        reviewBody: review.text,
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("writes a review's text into the page's script so it cannot close it, and reads back the same", () => {
    const ld = productJsonLd(product, { ...context, reviews: { summary: { count: 1, average: 4 }, latest: [review] } });
    const text = jsonLdScriptText(ld);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(ld);
  });
});
