/**
 * The owner's agenda of a range of days (GET /api/admin/agenda): the grid of src/domain/bookings/agenda-grid.ts
 * built from one read of each collection for the whole range — the service categories, the
 * services and their shared resources, their slot documents (every unit of those resources, whichever
 * service took it) and the reservation records with an appointment on those days —
 * never one query per hour or per day.
 */
import { buildAgendaGrid, type AgendaGrid, type AgendaService } from '../../../src/domain/bookings/agenda-grid.ts';
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { serviceBookingWindow } from '../../../src/domain/schedule/schedule.ts';
import { serviceBuffers } from '../../../src/domain/schedule/booking-hours.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import type { ProductDoc } from '../../store/documents.ts';
import { ensureAppointmentFields, recordFilter } from '../records/index.ts';
import { findService } from '../bookings/index.ts';
import { RESOURCES_ID, resourcesOfSetting } from '../slots/index.ts';
import { resourceTarget, type Resource } from '../../../src/domain/bookings/resources.ts';
import { shopHours } from '../schedule/index.ts';
import { STAFF_ID, staffOfSetting } from '../staff/index.ts';
import type { StaffMember } from '../../../src/domain/staff/staff.ts';
import { toPublicRecord } from '../records/index.ts';
import type { PublicRecord } from '../../../src/domain/records/records.ts';

export interface AgendaQuery {
  from: string;
  to: string;
  serviceId?: string | undefined;
}

export interface AgendaAnswer extends AgendaGrid {
  /** The services the grid's cells are for, in the cells' order (one when the query names one). */
  services: AgendaService[];
  /** Every bookable service, for the page's choice of one. */
  choices: { _id: string; name: string }[];
  /** The records behind the bookings, for their detail, status and history. */
  records: PublicRecord[];
  /** The shop's people (services/staff), for a column each in the day view; missing when it has none. */
  staff?: StaffMember[];
}

const agendaService = (doc: ProductDoc, resources: readonly Resource[]): AgendaService => {
  const target = resourceTarget(doc, resources);
  const buffers = serviceBuffers(doc);
  return {
    _id: doc._id,
    name: doc.productName,
    category: doc.category,
    durationMinutes: doc.serviceDuration ?? 0,
    window: serviceBookingWindow(doc),
    stock: doc.stock,
    ...(buffers.preparationMinutes > 0 || buffers.cleanupMinutes > 0 ? { buffers } : {}),
    ...(target.name === null ? {} : { resource: { key: target.key, name: target.name, capacity: target.capacity } }),
  };
};

/** Every product of a service category, by name. */
async function bookableServices(store: Store): Promise<ProductDoc[]> {
  const categories = (await store.collection('categories').find({})).map((category) => category.name).filter(isServiceCategory);
  if (categories.length === 0) return [];
  const services = await store.collection('products').find({ category: { $in: categories } });
  return services.sort((a, b) => a.category.localeCompare(b.category, 'es') || a.productName.localeCompare(b.productName, 'es'));
}

export async function agendaOf(deps: AppDeps, query: AgendaQuery): Promise<AgendaAnswer> {
  const { store } = deps;
  const now = deps.clock();
  const all = await bookableServices(store);
  const chosen = query.serviceId
    ? [all.find((service) => service._id === query.serviceId) ?? (await findService(store, query.serviceId))]
    : all;
  // The resources and the team: one read of their two settings documents.
  const settings = await store.collection('settings').find({ _id: { $in: [RESOURCES_ID, STAFF_ID] } });
  const resources = resourcesOfSetting(settings.find((doc) => doc._id === RESOURCES_ID));
  const staff = staffOfSetting(settings.find((doc) => doc._id === STAFF_ID));
  const services = chosen.map((service) => agendaService(service, resources));
  const sharedKeys = [...new Set(services.flatMap((service) => (service.resource ? [service.resource.key] : [])))];
  await ensureAppointmentFields(store);
  const [slots, records] = await Promise.all([
    // The services' own slots, and every unit of their shared resources (other services' too: they count).
    store.collection('slots').find({
      date: { $gte: query.from, $lte: query.to },
      $or: [{ serviceId: { $in: services.map((service) => service._id) } }, { resourceKey: { $in: sharedKeys } }],
    }),
    store.collection('transactions').find(recordFilter({ kind: 'reserva', from: query.from, to: query.to })),
  ]);
  const hours = await shopHours(store);
  const grid = buildAgendaGrid({ from: query.from, to: query.to, services, slots, records, now, hours });
  const shown = new Set(grid.bookings.map((booking) => booking.recordId));
  return {
    ...(staff.length ? { staff } : {}),
    ...grid,
    services,
    choices: all.map((service) => ({ _id: service._id, name: service.productName })),
    records: records.filter((record) => shown.has(record._id)).map(toPublicRecord),
  };
}
