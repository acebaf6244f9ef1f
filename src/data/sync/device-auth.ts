/**
 * Keeps in Dexie what the service worker needs to drain the outbox with no page open: the token,
 * whose it is, and the absolute API root (it cannot read localStorage).
 */
import { db as defaultDb, type AppDb } from '../db/app-db';
import type { DrainAuth } from '../outbox/drain-outbox';

export const AUTH_META_KEY = 'auth';
export const API_ROOT_META_KEY = 'apiRoot';

export async function storeDeviceAuth(auth: DrainAuth | null, database: AppDb = defaultDb): Promise<void> {
  if (auth) await database.meta.put({ key: AUTH_META_KEY, value: auth });
  else await database.meta.delete(AUTH_META_KEY);
}

export async function readDeviceAuth(database: AppDb = defaultDb): Promise<DrainAuth | null> {
  const row = await database.meta.get(AUTH_META_KEY);
  const value = row?.value as Partial<DrainAuth> | undefined;
  return value?.token && value.userId ? { token: value.token, userId: value.userId } : null;
}

export async function storeApiRoot(root: string, database: AppDb = defaultDb): Promise<void> {
  await database.meta.put({ key: API_ROOT_META_KEY, value: root });
}

export async function readApiRoot(database: AppDb = defaultDb): Promise<string> {
  const row = await database.meta.get(API_ROOT_META_KEY);
  return typeof row?.value === 'string' ? row.value : '/api';
}
