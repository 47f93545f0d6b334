/**
 * Reviews from verified buyers: only the customer whose paid, not cancelled line it is (an
 * appointment once held) rates it, once; the owner publishes, hides and answers; the product's
 * published reviews, their average and their structured data; texts kept as typed; a deleted
 * account's reviews anonymised; the export lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/catalogue-schemas.ts';
import { productJsonLd } from '../../src/domain/catalogue/product-json-ld.ts';
import { reviewMessages } from '../../src/domain/reviews/messages-reviews.ts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../src/domain/reviews/reviews.ts';
import { messages } from '../../src/domain/shared/messages.ts';
import { pageCacheTags } from '../../src/domain/shared/page-cache.ts';
import { queueReviewRequests, reviewRequestKey, type ProductReviews, type ReviewableLine } from '../../functions/services/reviews/index.ts';
import { bookAppointment, findService } from './booking-helpers.ts';
import { shopper } from './checkout-helpers.ts';
import { mongoOnlyOnFerret } from '../store/ferretdb-gaps.ts';
import { body, createHarness, createRecordingPublisher, TEST_PASSWORD, testStoreEngine, type Harness } from './helpers.ts';

let harness: Harness;
/** The dashboard reads the stats pipelines, which FerretDB cannot run. */
const itStatsPipelines = mongoOnlyOnFerret(testStoreEngine(), 'statsPipelines');
let product: Product;
let service: Product;
const publisher = createRecordingPublisher();
const purged: string[][] = [];

beforeAll(async () => {
  harness = await createHarness({
    publisher: {
      ...publisher,
      async schedule(tags: readonly string[] = []) {
        purged.push([...tags]);
        await publisher.schedule(tags);
      },
    },
  });
  const all = (await body<{ data: Product[] }>(await harness.request('/api/get-product'))).data;
  product = all.find((candidate) => candidate.stock > 30 && !candidate.category.startsWith('Servicios') && !candidate.variants?.length)!;
  service = await findService(harness);
});
afterAll(() => harness.close());

type Customer = { cookie: string; userId: string; email: string };
let customers = 0;

async function customer(): Promise<Customer> {
  customers += 1;
  const email = `resena${customers}@correo.co`;
  return { ...(await harness.signInAs('GENERAL', email)), email };
}

/** Pays one unit of the product as the signed-in customer; returns the sale's line id. */
async function buy(who: Customer): Promise<{ reference: string; lineId: string }> {
  const shippingInfo = {
    name: 'Ana María Gómez',
    email: who.email,
    phone: '3007654321',
    address: '',
    shippingMethod: 'pickup',
    city: '',
    neighborhood: '',
  };
  const browser = shopper(harness, { shippingInfo, seed: `resena-${who.email}-${Math.random()}`, cookie: who.cookie });
  const created = await browser.createOrder([{ productId: product._id, quantity: 1 }], { shippingInfo });
  expect(created.status, await created.clone().text()).toBe(201);
  const captured = await browser.capture((await body<{ id: string }>(created)).id);
  expect(captured.status).toBe(200);
  const { reference } = await body<{ reference: string }>(captured);
  const sale = (await harness.deps.store.collection('transactions').findOne({ reference, kind: 'venta' }))!;
  return { reference, lineId: `${sale._id}-0` };
}

async function setSaleStatus(reference: string, status: 'enviada' | 'entregada' | 'cancelada') {
  const sale = (await harness.deps.store.collection('transactions').findOne({ reference, kind: 'venta' }))!;
  const admin = await harness.signInAs('ADMIN');
  const response = await harness.request(`/api/transactions/${sale._id}`, { method: 'PATCH', cookie: admin.cookie, json: { status } });
  expect(response.status, await response.clone().text()).toBe(200);
}

const review = (lineId: string, extra: Record<string, unknown> = {}) => ({
  lineId,
  rating: 5,
  text: 'Muy buen producto, llegó rápido.',
  ...extra,
});
const post = (json: unknown, cookie?: string, ip = '10.77.0.1') =>
  harness.request('/api/reviews', { json, ip, ...(cookie ? { cookie } : {}) });
const messageOf = async (response: Response) => (await body<{ message: string }>(response)).message;
const publicReviews = async (page = 1) =>
  (await body<{ data: ProductReviews }>(await harness.request(`/api/reviews?productId=${product._id}&page=${page}`))).data;

describe('POST /api/reviews', () => {
  it('takes a review only from the customer whose paid line it is, once, and says why otherwise in Spanish', async () => {
    const ana = await customer();
    const { lineId } = await buy(ana);

    const guest = await post(review(lineId));
    expect(guest.status).toBe(401);
    expect(await messageOf(guest)).toBe(messages.notSignedIn);

    const stranger = await customer();
    const foreign = await post(review(lineId), stranger.cookie);
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe(reviewMessages.lineNotFound);

    const badRating = await post(review(lineId, { rating: 6 }), ana.cookie);
    expect(badRating.status).toBe(400);
    expect(await messageOf(badRating)).toBe(reviewMessages.ratingInvalid);
    const shortText = await post(review(lineId, { text: 'Bien' }), ana.cookie);
    expect(shortText.status).toBe(400);
    expect(await messageOf(shortText)).toBe(reviewMessages.textInvalid(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX));

    const mine = (await body<{ data: ReviewableLine[] }>(await harness.request('/api/reviews/mine', { cookie: ana.cookie }))).data;
    expect(mine).toEqual([expect.objectContaining({ lineId, productId: product._id, canReview: true })]);

    const sent = await post(review(lineId), ana.cookie);
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect(await messageOf(sent)).toBe(reviewMessages.reviewReceived);
    const again = await post(review(lineId), ana.cookie);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(reviewMessages.alreadyReviewed);
    const after = (await body<{ data: ReviewableLine[] }>(await harness.request('/api/reviews/mine', { cookie: ana.cookie }))).data;
    expect(after[0]).toMatchObject({ canReview: false, review: { rating: 5, status: 'pendiente' } });
  });

  it('refuses a cancelled sale and an appointment not yet held; takes the appointment once its hour passed', async () => {
    const bruno = await customer();
    const { reference, lineId } = await buy(bruno);
    await setSaleStatus(reference, 'cancelada');
    const cancelled = await post(review(lineId), bruno.cookie);
    expect(cancelled.status).toBe(409);
    expect(await messageOf(cancelled)).toBe(reviewMessages.lineNotReviewable);

    const booked = await bookAppointment(harness, service, '2026-03-06', '10:00', { cookie: bruno.cookie });
    const early = await post(review(booked.lineId, { text: 'Excelente atención en la cita.' }), bruno.cookie);
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe(reviewMessages.appointmentNotYet);

    harness.setNow(new Date('2026-03-06T16:30:00Z'));
    try {
      const held = await post(review(booked.lineId, { text: 'Excelente atención en la cita.' }), bruno.cookie);
      expect(held.status, await held.clone().text()).toBe(201);
    } finally {
      harness.setNow(new Date('2026-03-04T15:00:00Z'));
    }
  });

  it('lets exactly one of 20 parallel posts for the same line in', async () => {
    const carla = await customer();
    const { lineId } = await buy(carla);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post(review(lineId), carla.cookie, `10.78.0.${index + 1}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409 || status === 429)).toBe(true);
    expect(await harness.deps.store.collection('reviews').countDocuments({ lineKey: lineId })).toBe(1);
  });
});

describe('moderation and the product page', () => {
  it('shows a review only once the owner publishes it, with its answer, average and structured data, texts as typed', async () => {
    const dora = await customer();
    const { lineId } = await buy(dora);
    const typed = 'Me encantó <script>alert("hola")</script> & "comillas" \'simples\'';
    expect((await post(review(lineId, { text: typed, rating: 4 }), dora.cookie)).status).toBe(201);
    const before = await publicReviews();
    expect(before.reviews.map((shown) => shown.text)).not.toContain(typed);

    const refused = await harness.request('/api/admin/reviews', { cookie: dora.cookie });
    expect(refused.status).toBe(403);
    const admin = await harness.signInAs('ADMIN');
    const listed = (
      await body<{ data: { _id: string; status: string; text: string }[] }>(
        await harness.request('/api/admin/reviews', { cookie: admin.cookie }),
      )
    ).data;
    const pendingFirst = listed.findIndex((shown) => shown.status !== 'pendiente');
    expect(listed.slice(pendingFirst === -1 ? listed.length : pendingFirst).every((shown) => shown.status !== 'pendiente')).toBe(true);
    const hers = listed.find((shown) => shown.text === typed)!;
    expect(hers.status).toBe('pendiente');

    const byCustomer = await harness.request(`/api/admin/reviews/${hers._id}`, {
      method: 'PATCH',
      cookie: dora.cookie,
      json: { status: 'publicada' },
    });
    expect(byCustomer.status).toBe(403);
    purged.length = 0;
    const published = await harness.request(`/api/admin/reviews/${hers._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'publicada' },
    });
    expect(published.status).toBe(200);
    expect(await messageOf(published)).toBe(reviewMessages.reviewPublished);
    expect(purged).toContainEqual([pageCacheTags.product(product._id)]);
    const answered = await harness.request(`/api/admin/reviews/${hers._id}/answer`, {
      cookie: admin.cookie,
      json: { text: 'Gracias, <b>Dora</b>' },
    });
    expect(answered.status).toBe(200);

    const after = await publicReviews();
    const shown = after.reviews.find((candidate) => candidate._id === hers._id)!;
    expect(shown).toMatchObject({ text: typed, rating: 4, answer: { text: 'Gracias, <b>Dora</b>' } });
    // The first name and the initial of the last: "Usuario 12" shows as "Usuario 1.".
    expect(shown.authorName).toMatch(/^Usuario \d\.$/);
    expect(after.summary.count).toBeGreaterThanOrEqual(1);
    expect(after.reviews[0]!.createdAt >= after.reviews.at(-1)!.createdAt).toBe(true);

    const jsonLd = productJsonLd(
      { ...product, productImage: product.productImage },
      {
        site: 'https://tienda.example',
        pageUrl: 'https://tienda.example/product/x',
        category: 'x',
        sellerName: 'Tienda',
        reviews: { summary: after.summary, latest: after.reviews },
      },
    );
    expect(jsonLd.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: after.summary.average,
      reviewCount: after.summary.count,
    });
    expect(jsonLd.review).toContainEqual(
      expect.objectContaining({ reviewBody: typed, reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
    );

    const hidden = await harness.request(`/api/admin/reviews/${hers._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'oculta' },
    });
    expect(hidden.status).toBe(200);
    expect((await publicReviews()).reviews.map((candidate) => candidate._id)).not.toContain(hers._id);
    const unknown = await harness.request('/api/admin/reviews/ffffffffffffffffffffffff', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'oculta' },
    });
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe(reviewMessages.reviewNotFound);
  });
});

describe("the owner's dashboard", () => {
  itStatsPipelines('lists the reviews waiting for the owner', async () => {
    const eva = await customer();
    const { lineId } = await buy(eva);
    expect((await post(review(lineId, { text: 'Esperando a la dueña, buen producto.' }), eva.cookie)).status).toBe(201);
    const admin = await harness.signInAs('ADMIN');
    const listed = (
      await body<{ data: { _id: string; status: string; text: string }[] }>(
        await harness.request('/api/admin/reviews', { cookie: admin.cookie }),
      )
    ).data;
    const hers = listed.find((shown) => shown.text === 'Esperando a la dueña, buen producto.')!;
    const stats = (
      await body<{ data: { reviews: { total: number; items: { _id: string }[] } } }>(
        await harness.request('/api/admin/stats', { cookie: admin.cookie }),
      )
    ).data;
    expect(stats.reviews.total).toBe(listed.filter((shown) => shown.status === 'pendiente').length);
    expect(stats.reviews.items.map((item) => item._id)).toContain(hers._id);

    // Once moderated it waits no more.
    const hidden = await harness.request(`/api/admin/reviews/${hers._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'oculta' },
    });
    expect(hidden.status).toBe(200);
    const afterStats = (
      await body<{ data: { reviews: { items: { _id: string }[] } } }>(await harness.request('/api/admin/stats', { cookie: admin.cookie }))
    ).data;
    expect(afterStats.reviews.items.map((item) => item._id)).not.toContain(hers._id);
  });
});

describe('the mail asking for a review', () => {
  it('goes once per delivered line, three days after, escaped, never for a line already rated', async () => {
    const fede = await customer();
    const first = await buy(fede);
    const second = await buy(fede);
    await setSaleStatus(first.reference, 'entregada');
    await setSaleStatus(second.reference, 'entregada');
    // A name with markup, as an owner might type it: the mail shows it as text.
    const sale = (await harness.deps.store.collection('transactions').findOne({ reference: first.reference, kind: 'venta' }))!;
    await harness.deps.store
      .collection('transactions')
      .updateOne({ _id: sale._id }, { $set: { 'reservationDetails.0.productName': 'Audífonos <script>alert("x")</script>' } });
    expect((await post(review(second.lineId), fede.cookie)).status).toBe(201);

    const mail = harness.deps.store.collection('mail');
    expect(await queueReviewRequests(harness.deps)).toBe(0);
    expect(await mail.findOne({ _id: reviewRequestKey(first.lineId) })).toBeNull();

    harness.setNow(new Date('2026-03-07T16:00:00Z'));
    try {
      const rounds = await Promise.all([
        queueReviewRequests(harness.deps),
        queueReviewRequests(harness.deps),
        queueReviewRequests(harness.deps),
      ]);
      expect(rounds.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      await queueReviewRequests(harness.deps);
      expect(await mail.countDocuments({ _id: reviewRequestKey(first.lineId) })).toBe(1);
      expect(await mail.findOne({ _id: reviewRequestKey(second.lineId) })).toBeNull();
      const sent = (await mail.findOne({ _id: reviewRequestKey(first.lineId) }))!;
      expect(sent.to).toBe(fede.email);
      expect(sent.html).not.toContain('<script>');
      expect(sent.html).toContain('&lt;script&gt;');
      expect(sent.html).toContain('/orders');
    } finally {
      harness.setNow(new Date('2026-03-04T15:00:00Z'));
    }
  });
});

describe('a deleted account', () => {
  it('keeps its reviews as the data policy says, by "Cliente", and its export listed them before', async () => {
    const eva = await customer();
    const { reference, lineId } = await buy(eva);
    await setSaleStatus(reference, 'entregada');
    // Three days later the request to review it is mailed; the deletion forgets it with the account.
    harness.setNow(new Date('2026-03-07T16:00:00Z'));
    await queueReviewRequests(harness.deps);
    expect((await harness.deps.store.collection('mail').findOne({ _id: reviewRequestKey(lineId) }))?.to).toBe(eva.email);
    expect((await post(review(lineId, { text: 'Todo perfecto, lo recomiendo.' }), eva.cookie)).status).toBe(201);
    const exported = await harness.request('/api/profile/export', { cookie: eva.cookie });
    const data = JSON.parse(await exported.text()) as { reseñas?: { texto: string; calificacion: number }[] };
    expect(data.reseñas).toEqual([expect.objectContaining({ texto: 'Todo perfecto, lo recomiendo.', calificacion: 5 })]);

    const deleted = await harness.request('/api/profile', { method: 'DELETE', cookie: eva.cookie, json: { password: TEST_PASSWORD } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    await harness.deps.background.settle();
    const kept = (await harness.deps.store.collection('reviews').findOne({ lineKey: lineId }))!;
    expect(kept).toMatchObject({ userId: null, authorName: reviewMessages.anonymousAuthor, ip: '', text: 'Todo perfecto, lo recomiendo.' });
    expect((await harness.deps.store.collection('mail').findOne({ _id: reviewRequestKey(lineId) }))?.to).toBe('');
    harness.setNow(new Date('2026-03-04T15:00:00Z'));
  });
});
