/** Students' changes in the outbox: the bulk import's path, and imports the server refused. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';

export const STUDENTS_BULK_PATH = '/students/bulk';

/** Refused imports of students, for the notice that offers to retry or remove them. */
export function useRefusedImports() {
  return (
    useLiveQuery(
      () =>
        db.outbox
          .where('entity')
          .equals('students')
          .filter((row) => row.request.path === STUDENTS_BULK_PATH && row.status === 'failed')
          .toArray(),
      [],
    ) ?? []
  );
}
