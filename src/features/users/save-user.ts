/**
 * An account's writes on this device: create, edit, deactivate and reactivate go through the outbox
 * like every area's ("saved on this device" until the server accepts them).
 */
import * as v from 'valibot';
import { db } from '../../data/db/app-db';
import { changedFields, createRecord, updateRecord } from '../../data/records/record-writes';
import { UserCreateSchema, type AccountStatus, type UserCreate } from '../../domain/users/user-account';
import { nameOfUser, USERS_ENDPOINT, type UserRecord } from './user-record';

async function schoolNameOf(schoolId: string | null): Promise<string | null> {
  return schoolId ? ((await db.schools.get(schoolId))?.school_name ?? null) : null;
}

export async function createUser(userId: string, fields: UserCreate): Promise<string> {
  const body = v.parse(UserCreateSchema, fields);
  return createRecord(userId, USERS_ENDPOINT, body, {
    name: body.name,
    dependsOn: body.schoolId ? [body.schoolId] : [],
    extra: { status: 'active', lastSignInAt: null, school_name: await schoolNameOf(body.schoolId) },
  });
}

/** `PATCH /users/:id` with what changed; false when nothing did. */
export async function editUser(userId: string, original: UserRecord, fields: UserCreate): Promise<boolean> {
  const body = v.parse(UserCreateSchema, fields);
  const changes = changedFields(original, body);
  const row = await updateRecord(userId, USERS_ENDPOINT, original, changes, {
    name: body.name,
    dependsOn: body.schoolId ? [body.schoolId] : [],
    extra: 'schoolId' in changes ? { school_name: await schoolNameOf(body.schoolId) } : {},
  });
  return row !== undefined;
}

/** Deactivates or reactivates; the server ends a deactivated account's sessions. */
export async function setUserStatus(userId: string, user: UserRecord, status: AccountStatus): Promise<void> {
  await updateRecord(userId, USERS_ENDPOINT, user, { status }, { name: nameOfUser(user) });
}
