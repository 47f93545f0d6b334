/**
 * The user's own profile: name, phone and photo. A new photo replaces the old one, which is
 * deleted once the new one is saved and recorded, so changes never pile up files; photo changes
 * are limited per user (`photoChangesPerUser` in src/domain/shared/limits.ts).
 */
import { PROFILE_PIC_MAX_BYTES } from '../../../src/domain/shared/images.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { PublicUser } from '../../../src/domain/accounts/account-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import type { Store } from '../../store/contract.ts';
import type { UserDoc } from '../../store/documents.ts';
import { toPublicUser } from './accounts.ts';
import { checkDataUrlImage, discardImage, saveCheckedImage } from '../catalogue/index.ts';
import { releaseMediaUploadSlots, takeMediaUploadSlots } from '../catalogue/index.ts';
import { releaseRateSlot, requireRateSlot } from '../platform/index.ts';

type ProfileChanges = Partial<Pick<UserDoc, 'name' | 'tel' | 'profilePic' | 'updatedAt'>>;

export async function updateProfile(
  deps: AppDeps,
  user: UserDoc,
  patch: { name?: string | undefined; tel?: string | undefined; profilePic?: string | undefined },
): Promise<PublicUser> {
  const now = deps.clock();
  const changes: ProfileChanges = { updatedAt: now };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.tel !== undefined) changes.tel = patch.tel;
  if (patch.profilePic === undefined) {
    const updated = await deps.store.collection('users').findOneAndUpdate({ _id: user._id }, { $set: changes });
    if (!updated) throw new ServiceError(404, messages.userNotFound);
    return toPublicUser(updated);
  }

  // A refused photo costs no slot; a slot is taken before anything is stored.
  const photo = checkDataUrlImage(patch.profilePic, PROFILE_PIC_MAX_BYTES);
  const slot = await requireRateSlot(deps.store, 'photoChangesPerUser', user._id, now, messages.photoChangesRateLimited);
  // The photo also counts against the media bounds of the account and of the whole shop.
  const mediaSlots = await takeMediaUploadSlots(deps.store, user._id, now).catch(async (error: unknown) => {
    await releaseRateSlot(deps.store, slot);
    throw error;
  });
  let url: string;
  try {
    url = await saveCheckedImage(deps.media, photo, 'perfiles');
  } catch (error) {
    await releaseRateSlot(deps.store, slot);
    await releaseMediaUploadSlots(deps.store, mediaSlots);
    throw error;
  }
  const swapped = await swapProfilePic(deps.store, user, { ...changes, profilePic: url });
  if (!swapped) {
    await discardImage(deps, url);
    throw new ServiceError(404, messages.userNotFound);
  }
  if (swapped.replaced) await discardImage(deps, swapped.replaced);
  return toPublicUser(swapped.updated);
}

const MAX_SWAP_ATTEMPTS = 5;

/**
 * Records the new photo and says which one it replaced: a compare-and-set on the old URL, so two
 * changes at once each delete exactly the photo they replaced. Null when the user is gone.
 */
async function swapProfilePic(store: Store, known: UserDoc, changes: ProfileChanges) {
  const users = store.collection('users');
  let current: UserDoc | null = known;
  for (let attempt = 0; current && attempt < MAX_SWAP_ATTEMPTS; attempt++) {
    const updated = await users.findOneAndUpdate({ _id: current._id, profilePic: current.profilePic }, { $set: changes });
    if (updated) return { updated, replaced: current.profilePic };
    current = await users.findOne({ _id: known._id });
  }
  if (!current) return null;
  // Still changing under us after several tries: record it anyway, and rather keep a file than guess which.
  const updated = await users.findOneAndUpdate({ _id: known._id }, { $set: changes });
  return updated ? { updated, replaced: '' } : null;
}
