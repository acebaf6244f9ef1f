import type { SessionEnd } from '../../domain/auth/session-end';
import type { EntityName, SyncedRecord } from '../db/entities';

export type OutboxStatus = 'waiting' | 'sending' | 'failed' | 'conflict';
export type OutboxOperation = 'create' | 'update' | 'delete';

export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API root, e.g. `/schools/<id>`. */
  path: string;
  body?: Record<string, unknown>;
}

/** One change waiting for the server (docs/sync.md, "Outbox rows"). */
export interface OutboxRow {
  /** UUIDv7: the order rows are sent in. */
  id: string;
  /** Sent as Idempotency-Key; renewed when the person fixes a failed row or keeps theirs in a conflict. */
  key: string;
  /** Rows are only ever sent with their own user's token. */
  userId: string;
  entity: EntityName;
  operation: OutboxOperation;
  targetId: string;
  /**
   * A batch create (a CSV import), or a change of many records at once: the records it changes; `targetId`
   * is then the row's own id.
   */
  targetIds?: string[];
  /**
   * A change of many records of several entities at once (a school's new year): each record as it was
   * before (null: the change made it), for discard. Absent on rows of one entity.
   */
  before?: RecordBefore[];
  request: OutboxRequest;
  /** The fields this change sets; re-applied over the server's record while later rows wait. */
  patch: Record<string, unknown>;
  /** The version the change was made on; sent as If-Match. Unknown for a record created offline. */
  baseVersion?: number;
  /** Ids of records (or uploads) that earlier rows create and this one needs. */
  dependsOn: string[];
  status: OutboxStatus;
  attempts: number;
  lastError?: string;
  fieldErrors?: Record<string, string>;
  /** The server's version of the record, for a conflict. */
  serverRecord?: SyncedRecord | null;
  /** The record as it was before this change (null: it did not exist), for discard. */
  previous: SyncedRecord | null;
  /** What the person sees in the pending list, e.g. "Edit school ZP School Shirur". */
  label: string;
  /** The label in the language shown (`labelOf`); absent on rows that only have the English `label`. */
  labelMessage?: OutboxLabel;
  createdAt: number;
}

/** One record of a change of many, as it was before the change (null: the change made it). */
export interface RecordBefore {
  entity: EntityName;
  _id: string;
  /** Under every change of the record still in the outbox, so a drop of any of them keeps the others. */
  previous: SyncedRecord | null;
  /** The fields the change sets on this record, re-applied over its base while the row waits. */
  patch?: Record<string, unknown>;
}

/** A record a change of many changed, with the version the server gave it (the answer's `data.records`). */
export interface RecordVersion {
  entity: EntityName;
  _id: string;
  version: number;
}

export type OutboxAnswer =
  | { kind: 'done'; record: SyncedRecord | null; records?: SyncedRecord[]; versions?: RecordVersion[] }
  | { kind: 'retry-later'; message: string; retryAfterMs?: number }
  | { kind: 'unauthorized'; end: SessionEnd }
  | { kind: 'conflict'; serverRecord: SyncedRecord | null; message: string }
  | { kind: 'rejected'; message: string; fieldErrors?: Record<string, string> };

/** A row's label as a catalog message (shown by `labelOf` in `outbox-label.ts`, in the language shown then). */
export interface OutboxLabel {
  /** A catalog text with placeholders, e.g. 'Edit {noun} {name}'. */
  id: string;
  /** Shown as they are (a person's name). */
  values?: Record<string, string | number>;
  /** Values that are catalog texts themselves (a noun), translated too. */
  words?: Record<string, string>;
}
