/**
 * Account use cases: sign-up, sign-in, and the admin's user management (the profile is in
 * profile.ts, sessions in sessions.ts). The password hash and the session list never leave this
 * layer: every user that goes out goes through toPublicUser.
 */
import { consentsAccepted } from '../../../src/domain/legal/consent.ts';
import { PROFILE_PIC_MAX_BYTES } from '../../../src/domain/shared/images.ts';
import { messages } from '../../../src/domain/shared/messages.ts';
import type { PublicUser, Role } from '../../../src/domain/accounts/account-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { ServiceError } from '../errors.ts';
import { DuplicateKeyError, type Store } from '../../store/contract.ts';
import type { UserDoc } from '../../store/documents.ts';
import { isEmailConfirmed, sendEmailConfirmation } from './email-confirmation.ts';
import { checkDataUrlImage, discardImage, saveCheckedImage } from '../catalogue/index.ts';
import { releaseMediaUploadSlots, takeMediaUploadSlots } from '../catalogue/index.ts';
import { domainEvent } from '../../../src/domain/shared/events.ts';
import { publish } from '../events/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { requireRateSlot } from '../platform/index.ts';
import { endAllSessions, startSession } from './sessions.ts';
import { forgiveSignin, takeSigninSlots } from './signin-limits.ts';

/** The fields a user may be shown with, picked one by one (never a spread of the document). */
export function toPublicUser(doc: UserDoc): PublicUser {
  return {
    _id: doc._id,
    name: doc.name,
    email: doc.email,
    tel: doc.tel,
    role: doc.role,
    profilePic: doc.profilePic,
    emailConfirmed: isEmailConfirmed(doc),
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export async function listUsers(store: Store): Promise<PublicUser[]> {
  const docs = await store.collection('users').find({}, { sort: { createdAt: -1 }, projection: { passwordHash: 0, sessions: 0 } });
  return docs.map(toPublicUser);
}

/**
 * Creates a GENERAL account. Everything that can refuse it (the photo, a known e-mail) is checked
 * before the photo is stored; if the insert still loses a race for the e-mail, the photo goes too.
 */
export async function signUp(
  deps: AppDeps,
  form: { name: string; email: string; tel: string; password: string; profilePic?: string | undefined },
  ip: string,
): Promise<PublicUser> {
  const users = deps.store.collection('users');
  // The photo is optional: without one the account shows its initials (Avatar).
  const photo = form.profilePic ? checkDataUrlImage(form.profilePic, PROFILE_PIC_MAX_BYTES) : null;
  await requireRateSlot(deps.store, 'signupPerAddress', ip, deps.clock(), messages.tooManySignups);
  if (await users.findOne({ email: form.email }, { projection: { _id: 1 } })) throw new ServiceError(409, messages.emailTaken);
  const passwordHash = await hashPassword(form.password);
  const profilePic = photo ? await storeSignupPhoto(deps, photo) : '';
  const now = deps.clock();
  // The data policy accepted on the form (the schema refuses the form without it), at the server's time.
  const consents = consentsAccepted(['dataPolicy'], now);
  const doc = {
    name: form.name,
    email: form.email,
    tel: form.tel,
    passwordHash,
    role: 'GENERAL' as const,
    profilePic,
    consents,
    createdAt: now,
    updatedAt: now,
  };
  let insertedId: string;
  try {
    ({ insertedId } = await users.insertOne(doc));
  } catch (error) {
    if (profilePic) await discardImage(deps, profilePic);
    // The unique index decides between two sign-ups with one e-mail.
    if (error instanceof DuplicateKeyError) throw new ServiceError(409, messages.emailTaken);
    throw error;
  }
  // The mail welcomes the new account (it subscribes to `account.created`).
  await publish(deps, domainEvent.accountCreated(insertedId));
  // Unconfirmed until the owner of the address clicks the link (email-confirmation.ts).
  await sendEmailConfirmation(deps, { _id: insertedId, name: doc.name, email: doc.email });
  return toPublicUser({ ...doc, _id: insertedId });
}

/** The photo counts against the shop's daily media bound (no account owns it yet); given back if it cannot be stored. */
async function storeSignupPhoto(deps: AppDeps, photo: ReturnType<typeof checkDataUrlImage>): Promise<string> {
  const mediaSlots = await takeMediaUploadSlots(deps.store, null, deps.clock());
  return saveCheckedImage(deps.media, photo, 'perfiles').catch(async (error: unknown) => {
    await releaseMediaUploadSlots(deps.store, mediaSlots);
    throw error;
  });
}

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5Wlq3zb9FLXD0B2/yJ9m2SsZeBfPyzS';

/**
 * Checks the credentials and starts a session. The sign-in limits are taken before the password
 * is checked (429 when spent); a failure keeps them, a success gives them back.
 */
export async function signIn(deps: AppDeps, credentials: { email: string; password: string }, ip: string) {
  const { store, clock, config } = deps;
  const now = clock();
  const slots = await takeSigninSlots(store, credentials.email, ip, now);
  const user = await store.collection('users').findOne({ email: credentials.email });
  const valid = await verifyPassword(credentials.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !valid) throw new ServiceError(401, messages.wrongCredentials);
  await forgiveSignin(store, slots);
  return { token: await startSession(store, user._id, config.jwtSecret, now), user: toPublicUser(user) };
}

export async function updateUserRole(store: Store, admin: UserDoc, userId: string, role: Role): Promise<PublicUser> {
  if (userId === admin._id && role !== 'ADMIN') throw new ServiceError(400, messages.cannotRemoveOwnAdmin);
  const updated = await store.collection('users').findOneAndUpdate({ _id: userId }, { $set: { role } });
  if (!updated) throw new ServiceError(404, messages.userNotFound);
  return toPublicUser(updated);
}

/**
 * Sets a user's password. Every session the user had ends with it, so whoever knew the old
 * password is signed out everywhere.
 */
export async function setPassword(store: Store, userId: string, password: string, now: Date): Promise<UserDoc | null> {
  const passwordHash = await hashPassword(password);
  const updated = await store.collection('users').findOneAndUpdate({ _id: userId }, { $set: { passwordHash, updatedAt: now } });
  if (updated) await endAllSessions(store, userId);
  return updated;
}

/** `npm run create-admin`: creates the admin, or promotes (and re-keys) an existing account. */
export async function ensureAdmin(
  store: Store,
  input: { email: string; password: string; name: string; tel: string },
  now: Date,
): Promise<{ created: boolean; user: PublicUser }> {
  const users = store.collection('users');
  const existing = await users.findOne({ email: input.email });
  if (existing) {
    // The owner typed the address: it counts as confirmed.
    await users.updateOne(
      { _id: existing._id },
      { $set: { role: 'ADMIN', ...(existing.emailConfirmedAt ? {} : { emailConfirmedAt: now }) } },
    );
    const updated = await setPassword(store, existing._id, input.password, now);
    return { created: false, user: toPublicUser(updated ?? existing) };
  }
  const passwordHash = await hashPassword(input.password);
  const doc = {
    name: input.name,
    email: input.email,
    tel: input.tel,
    passwordHash,
    role: 'ADMIN' as const,
    profilePic: '',
    emailConfirmedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const { insertedId } = await users.insertOne(doc);
  return { created: true, user: toPublicUser({ ...doc, _id: insertedId }) };
}
