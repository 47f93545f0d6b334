/**
 * Account use cases: users as the API shows them, without the password hash.
 */
import type { PublicUser } from '../../src/domain/schemas.ts';
import type { Store } from '../store/contract.ts';
import type { UserDoc } from '../store/documents.ts';

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
