/**
 * Every change made on the device: the optimistic record change and its outbox row in one
 * transaction (docs/sync.md, "Outbox rows"), so neither can exist without the other.
 */
import { newId } from '../../domain/ids';
import { db as defaultDb, type AppDb } from '../db/app-db';
import type { EntityName, SyncedRecord } from '../db/entities';
import { addNewRow } from './add-new-row';
import { notifyOutboxChanged } from './outbox-events';
import { rememberSaved } from './rows-saved-here';
import type { OutboxLabel } from './outbox-types';
import type { OutboxOperation, OutboxRequest, OutboxRow } from './outbox-types';

export interface LocalChange {
  entity: EntityName;
  operation: OutboxOperation;
  targetId: string;
  request: OutboxRequest;
  /** The fields the change sets (for a create: the whole new record). */
  patch: Record<string, unknown>;
  label: string;
  labelMessage?: OutboxLabel;
  dependsOn?: string[];
  /**
   * An action on the record rather than an edit of its fields (a command to a headset): never folded
   * into a refused change of the record, which it does not fix.
   */
  action?: boolean;
}

function applyLocally(current: SyncedRecord | undefined, change: LocalChange): SyncedRecord | null {
  if (change.operation === 'delete') return null;
  return { ...(current ?? {}), ...change.patch, _id: change.targetId };
}

export async function saveLocally(
  userId: string,
  change: LocalChange,
  database: AppDb = defaultDb,
  now: number = Date.now(),
): Promise<OutboxRow> {
  const table = database.entity(change.entity);
  const row = await database.transaction('rw', table, database.outbox, async () => {
    const current = await table.get(change.targetId);
    const next = applyLocally(current, change);
    if (next) await table.put(next);
    else await table.delete(change.targetId);

    // Editing a record whose create or edit the server refused is the fix for it: the refused row takes the
    // new values (an edit of a refused create is folded into the create).
    const refused =
      change.operation === 'delete' || change.action
        ? undefined
        : await database.outbox
            .where('targetId')
            .equals(change.targetId)
            .filter((r) => r.status === 'failed' && r.operation !== 'delete')
            .first();
    if (refused) {
      const fixed: OutboxRow = {
        ...refused,
        key: newId(now),
        status: 'waiting',
        lastError: undefined,
        fieldErrors: undefined,
        label: change.label,
        labelMessage: change.labelMessage,
        patch: { ...refused.patch, ...change.patch },
        // The fix may place the record under something created offline since: it waits for both.
        dependsOn: [...new Set([...refused.dependsOn, ...(change.dependsOn ?? [])])],
        request: { ...refused.request, body: { ...refused.request.body, ...change.request.body } },
      };
      await database.outbox.put(fixed);
      return fixed;
    }

    return addNewRow(
      database,
      userId,
      {
        entity: change.entity,
        operation: change.operation,
        targetId: change.targetId,
        request: change.request,
        patch: change.patch,
        baseVersion: typeof current?.version === 'number' ? current.version : undefined,
        dependsOn: change.dependsOn,
        previous: current ?? null,
        label: change.label,
        labelMessage: change.labelMessage,
      },
      now,
    );
  });
  rememberSaved(change.targetId, row.id);
  notifyOutboxChanged();
  return row;
}
