/** What a global `/api/sync` pull sends of one entity, as the super administrator. */
import { expect } from 'vitest';
import { asAdmin } from './api-app';

/** The entity's records and tombstones a global pull after `since` sends, its cursor and raw body. */
export async function globalPull<T>(entity: string, since: string) {
  const response = await asAdmin.get(`/api/sync?scope=global&since=${since}&limit=2000`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<{
    cursor: string;
    changes: Array<{ entity: string; record: T }>;
    tombstones: Array<{ entity: string; _id: string }>;
  }>();
  return {
    body: response.body,
    cursor: page.cursor,
    records: page.changes.filter((c) => c.entity === entity).map((c) => c.record),
    tombstones: page.tombstones.filter((t) => t.entity === entity).map((t) => t._id),
  };
}

/** The cursor of a global pull now: a later pull from it sends only what changes after. */
export const globalCursor = async () => (await globalPull('', '0')).cursor;
