import { discardRow, retryRow } from '../../data/outbox/pending-actions';
import { refetchRecord } from '../../data/sync/sync-runtime';
import { namedRowErrors } from '../../domain/csv/bulk-errors';
import { RefusedImportNotice } from '../../ui/refused-import-notice';
import { useRefusedImports } from './student-outbox';

/** Imports of students the server refused: shown above the list until retried or removed. */
export function StudentsRefusedImports() {
  const rows = useRefusedImports();
  return (
    <>
      {rows.map((row) => (
        <RefusedImportNotice
          key={row.id}
          label={row.label}
          message={row.lastError}
          problems={namedRowErrors(row.fieldErrors, row.request.body?.students, 'student_name')}
          removeLabel="Remove these students"
          onRetry={() => retryRow(row.id)}
          onRemove={() => discardRow(row.id, refetchRecord)}
        />
      ))}
    </>
  );
}
