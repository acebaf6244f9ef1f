import { memo } from 'react';
import type { EntityName } from '../data/db/entities';
import { discardRow, retryRow } from '../data/outbox/pending-actions';
import { useRefusedImports } from '../data/records/refused-rows';
import { refetchRecord } from '../data/sync/sync-runtime';
import { namedRowErrors } from '../domain/csv/bulk-errors';
import { RefusedImportNotice } from '../ui/refused-import-notice';

interface RefusedImportsProps {
  entity: EntityName;
  bulkPath: string;
  /** The request body's list of rows, e.g. `students`, and the field that names a row. */
  rowsKey: string;
  nameField: string;
  removeLabel: string;
}

/** CSV imports of an area the server refused: shown above the list until retried or removed. */
export const RefusedImports = memo(function RefusedImports({
  entity,
  bulkPath,
  rowsKey,
  nameField,
  removeLabel,
}: RefusedImportsProps) {
  const rows = useRefusedImports(entity, bulkPath);
  return (
    <>
      {rows.map((row) => (
        <RefusedImportNotice
          key={row.id}
          label={row.label}
          message={row.lastError}
          problems={namedRowErrors(row.fieldErrors, row.request.body?.[rowsKey], nameField)}
          removeLabel={removeLabel}
          onRetry={() => retryRow(row.id)}
          onRemove={() => discardRow(row.id, refetchRecord)}
        />
      ))}
    </>
  );
});
