/**
 * The last answer of a server read that is not a mirrored record (the dashboard's figures), kept on the
 * device so the screen opens offline, labelled with the time it was fetched. Kept in `meta` under
 * `answer:<name>`; wiped with everything else at logout.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type AppDb } from '../db/app-db';

export interface SavedAnswer<T> {
  value: T;
  /** When the server answered (ms since epoch). */
  savedAt: number;
}

const keyOf = (name: string) => `answer:${name}`;

export async function saveAnswer<T>(name: string, value: T, database: AppDb = db): Promise<void> {
  const saved: SavedAnswer<T> = { value, savedAt: Date.now() };
  await database.meta.put({ key: keyOf(name), value: saved });
}

export async function readAnswer<T>(name: string, database: AppDb = db): Promise<SavedAnswer<T> | null> {
  const row = await database.meta.get(keyOf(name));
  return (row?.value as SavedAnswer<T> | undefined) ?? null;
}

/** The saved answer, live: undefined while reading, null when this device has none. */
export function useSavedAnswer<T>(name: string): SavedAnswer<T> | null | undefined {
  return useLiveQuery(() => readAnswer<T>(name), [name]);
}
