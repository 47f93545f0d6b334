/**
 * The shop's people (src/domain/staff/staff.ts): the whole team kept in one settings document and
 * replaced by one write, as the resources are. Saving never cancels anything: the upcoming bookings
 * a person's new hours or time off leave out are answered (`affected`, staff-affected.ts), for the
 * owner to move or cancel, as closures do.
 */
import { isServiceCategory } from '../../../src/domain/catalogue/catalogue.ts';
import { staffMessages as t } from '../../../src/domain/staff/messages-staff.ts';
import type { StaffBody } from '../../../src/domain/staff/staff-schemas.ts';
import type { StaffMember } from '../../../src/domain/staff/staff.ts';
import type { AppDeps } from '../../deps.ts';
import type { Store } from '../../store/contract.ts';
import type { SettingDoc } from '../../store/documents.ts';
import { newObjectId } from '../../store/object-id.ts';
import { ServiceError } from '../errors.ts';
import { bookingsOutsideHours, type StaffAffectedBooking } from './staff-affected.ts';

/** The `_id` of the settings document holding the team. */
export const STAFF_ID = 'staff';

/** The team as its settings document keeps it (none: nobody). */
export const staffOfSetting = (doc: SettingDoc | null | undefined): StaffMember[] =>
  (doc?.staff ?? []).map(({ _id, name, photo, serviceIds, week, timeOff }) => ({ _id, name, photo, serviceIds, week, timeOff }));

export async function listStaff(store: Store): Promise<StaffMember[]> {
  return staffOfSetting(await store.collection('settings').findOne({ _id: STAFF_ID }));
}

/** The people who perform a service (none: the service books by its resource alone, as before people). */
export async function staffOfService(store: Store, serviceId: string): Promise<StaffMember[]> {
  return (await listStaff(store)).filter((member) => member.serviceIds.includes(serviceId));
}

export interface StaffSaved {
  staff: StaffMember[];
  affected: StaffAffectedBooking[];
}

/** Replaces the whole team; answers it with its ids and the upcoming bookings its hours now leave out. */
export async function replaceStaff(deps: AppDeps, body: StaffBody): Promise<StaffSaved> {
  const { store } = deps;
  const current = new Set((await listStaff(store)).map((member) => member._id));
  if (body.staff.some((member) => member._id !== undefined && !current.has(member._id))) throw new ServiceError(400, t.unknownPerson);
  const serviceIds = [...new Set(body.staff.flatMap((member) => member.serviceIds))];
  if (serviceIds.length > 0) {
    const services = await store.collection('products').find({ _id: { $in: serviceIds } });
    if (services.length !== serviceIds.length || services.some((service) => !isServiceCategory(service.category)))
      throw new ServiceError(400, t.unknownService);
  }
  const staff: StaffMember[] = body.staff.map((member) => ({
    _id: member._id ?? newObjectId(),
    name: member.name,
    photo: member.photo,
    serviceIds: [...new Set(member.serviceIds)],
    week: member.week.map(({ open, from, to }) => ({ open, from, to })),
    timeOff: member.timeOff.map(({ from, to, reason }) => ({ from, to, reason })),
  }));
  await store.collection('settings').updateOne({ _id: STAFF_ID }, { $set: { staff } }, { upsert: true });
  return { staff, affected: await bookingsOutsideHours(deps, staff) };
}
