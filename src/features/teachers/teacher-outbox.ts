/** Teachers' changes in the outbox: the bulk import's path, and imports the server refused. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';

export const TEACHERS_BULK_PATH = '/teachers/bulk';

/** Refused imports of teachers, for the notice that offers to retry or remove them. */
export function useRefusedImports() {
  return (
    useLiveQuery(
      () =>
        db.outbox
          .where('entity')
          .equals('teachers')
          .filter((row) => row.request.path === TEACHERS_BULK_PATH && row.status === 'failed')
          .toArray(),
      [],
    ) ?? []
  );
}
