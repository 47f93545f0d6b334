/**
 * Account use cases: sign-up, sign-in, the profile, and the admin's user management.
 * The password hash never leaves this module.
 */
import { PROFILE_PIC_MAX_BYTES } from '../../src/domain/images.ts';
import { messages } from '../../src/domain/messages.ts';
import type { PublicUser, Role } from '../../src/domain/schemas.ts';
import type { AppDeps } from '../http/context.ts';
import { HttpError } from '../http/envelope.ts';
import { signSession } from '../http/session.ts';
import { DuplicateKeyError, type Store } from '../store/contract.ts';
import type { UserDoc } from '../store/documents.ts';
import { saveDataUrlImage } from './images.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-attempts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export function toPublicUser(doc: UserDoc): PublicUser {
  return {
    _id: doc._id,
    name: doc.name,
    email: doc.email,
    tel: doc.tel,
    role: doc.role,
    profilePic: doc.profilePic,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

export async function listUsers(store: Store): Promise<PublicUser[]> {
  const docs = await store.collection('users').find({}, { sort: { createdAt: -1 }, projection: { passwordHash: 0 } });
  return docs.map(toPublicUser);
}

export async function signUp(
  deps: AppDeps,
  form: { name: string; email: string; tel: string; password: string; profilePic: string },
): Promise<PublicUser> {
  const users = deps.store.collection('users');
  // Checked first so a known e-mail does not leave an orphan photo behind; the unique index decides.
  if (await users.findOne({ email: form.email })) throw new HttpError(409, messages.emailTaken);
  const profilePic = await saveDataUrlImage(deps.media, form.profilePic, PROFILE_PIC_MAX_BYTES, 'perfiles');
  const now = deps.clock();
  const doc = {
    name: form.name,
    email: form.email,
    tel: form.tel,
    passwordHash: await hashPassword(form.password),
    role: 'GENERAL' as const,
    profilePic,
    createdAt: now,
    updatedAt: now,
  };
  try {
    const { insertedId } = await users.insertOne(doc);
    return toPublicUser({ ...doc, _id: insertedId });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new HttpError(409, messages.emailTaken);
    throw error;
  }
}

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5Wlq3zb9FLXD0B2/yJ9m2SsZeBfPyzS';

/** Checks the credentials and returns a session token, throttling repeated failures. */
export async function signIn(deps: AppDeps, credentials: { email: string; password: string }, ip: string) {
  const { store, clock, config } = deps;
  const now = clock();
  await assertLoginAllowed(store, credentials.email, ip, now);
  const user = await store.collection('users').findOne({ email: credentials.email });
  const valid = await verifyPassword(credentials.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !valid) {
    await recordLoginFailure(store, credentials.email, ip, now);
    throw new HttpError(401, messages.wrongCredentials);
  }
  await clearLoginFailures(store, credentials.email, ip);
  return { token: await signSession(user._id, config.jwtSecret, now), user: toPublicUser(user) };
}

export async function updateProfile(
  deps: AppDeps,
  user: UserDoc,
  patch: { name?: string | undefined; tel?: string | undefined; profilePic?: string | undefined },
): Promise<PublicUser> {
  const changes: Partial<UserDoc> = { updatedAt: deps.clock() };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.tel !== undefined) changes.tel = patch.tel;
  if (patch.profilePic !== undefined) {
    changes.profilePic = await saveDataUrlImage(deps.media, patch.profilePic, PROFILE_PIC_MAX_BYTES, 'perfiles');
  }
  const updated = await deps.store.collection('users').findOneAndUpdate({ _id: user._id }, { $set: changes });
  if (!updated) throw new HttpError(404, messages.userNotFound);
  return toPublicUser(updated);
}

export async function updateUserRole(store: Store, admin: UserDoc, userId: string, role: Role): Promise<PublicUser> {
  if (userId === admin._id && role !== 'ADMIN') throw new HttpError(400, messages.cannotRemoveOwnAdmin);
  const updated = await store.collection('users').findOneAndUpdate({ _id: userId }, { $set: { role } });
  if (!updated) throw new HttpError(404, messages.userNotFound);
  return toPublicUser(updated);
}

/** `npm run create-admin`: creates the admin, or promotes (and re-keys) an existing account. */
export async function ensureAdmin(
  store: Store,
  input: { email: string; password: string; name: string; tel: string },
  now: Date,
): Promise<{ created: boolean; user: PublicUser }> {
  const users = store.collection('users');
  const passwordHash = await hashPassword(input.password);
  const existing = await users.findOne({ email: input.email });
  if (existing) {
    const updated = await users.findOneAndUpdate(
      { _id: existing._id },
      { $set: { role: 'ADMIN', passwordHash, updatedAt: now } },
    );
    return { created: false, user: toPublicUser(updated ?? existing) };
  }
  const doc = { name: input.name, email: input.email, tel: input.tel, passwordHash, role: 'ADMIN' as const, profilePic: '', createdAt: now, updatedAt: now };
  const { insertedId } = await users.insertOne(doc);
  return { created: true, user: toPublicUser({ ...doc, _id: insertedId }) };
}
