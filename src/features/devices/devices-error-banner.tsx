/** The device page's dismissible error banner: a failed refresh, a device write the server refused. */
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import type { ScopeView } from '../../data/sync/use-scope';
import { t } from '../../i18n/i18n';
import { ErrorBox } from '../../ui/message-box';

/** Device writes the server refused, one message each (refused imports have their own notice). */
function useRefusedWrites(bulkPath: string): string[] {
  return (
    useLiveQuery(
      () =>
        db.outbox
          .where('entity')
          .equals('devices')
          .filter((row) => row.status === 'failed' && row.request.path !== bulkPath)
          .toArray(),
      [bulkPath],
    ) ?? []
  ).map((row) => `${row.label}: ${t(row.lastError ?? '')}`);
}

/** Hidden by Dismiss until a new failure comes. */
export function DevicesErrorBanner({ scope, bulkPath }: { scope: ScopeView; bulkPath: string }) {
  const refused = useRefusedWrites(bulkPath);
  const refreshFailed =
    scope.error !== null && scope.pulledAt !== null
      ? [t('Could not refresh the VR devices: {error}', { error: t(scope.error) })]
      : [];
  const messages = [...refreshFailed, ...refused];
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = messages.filter((message) => !dismissed.has(message));
  if (shown.length === 0) return null;
  return (
    <ErrorBox>
      <div className="devices-error">
        <ul className="devices-error__list">
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setDismissed(new Set([...dismissed, ...shown]))}
        >
          {t('Dismiss')}
        </button>
      </div>
    </ErrorBox>
  );
}
