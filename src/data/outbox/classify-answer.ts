/** What a server's answer to an outbox row means for the row (docs/sync.md, "Answers"). Pure. */
import type { SyncedRecord } from '../db/entities';
import { isRecord, unwrapRecord } from '../api/envelope';
import { sessionEndOf } from '../../domain/auth/session-end';
import { OUTBOX_MESSAGES } from './outbox-messages';
import { isEntityName } from '../db/entities';
import type { OutboxAnswer, RecordVersion } from './outbox-types';

const FALLBACK = OUTBOX_MESSAGES.somethingWrong;

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function asRecord(value: unknown): SyncedRecord | null {
  const record = unwrapRecord(value);
  return record && typeof record._id === 'string' ? (record as SyncedRecord) : null;
}

/**
 * The versions an answer gives the records it changed without sending them whole: `data.records`, each
 * `{ entity, _id, version }` (a school's new year and its undo). Entries of another shape are skipped.
 */
function versionsOf(body: unknown): RecordVersion[] | undefined {
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  if (!data || !Array.isArray(data.records)) return undefined;
  return data.records.filter(
    (each): each is RecordVersion =>
      isRecord(each) && isEntityName(each.entity) && typeof each._id === 'string' && Number.isInteger(each.version),
  );
}

export function classifyAnswer(status: number, body: unknown, retryAfter: string | null = null): OutboxAnswer {
  const data = isRecord(body) ? body : {};
  const message = typeof data.message === 'string' && data.message !== '' ? data.message : FALLBACK;
  if (status >= 200 && status < 300) {
    const list = isRecord(body) && Array.isArray(body.data) ? body.data : Array.isArray(body) ? body : null;
    if (list) return { kind: 'done', record: null, records: list.map(asRecord).filter((r) => r !== null) };
    const versions = versionsOf(body);
    return { kind: 'done', record: asRecord(body), ...(versions ? { versions } : {}) };
  }
  if (status === 401) return { kind: 'unauthorized', end: sessionEndOf(data.errorType) };
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry-later', message, retryAfterMs: retryAfterMs(retryAfter) };
  }
  if (status === 409 && data.errorType === 'version_conflict') {
    return { kind: 'conflict', serverRecord: asRecord(data.current), message };
  }
  const fieldErrors = isRecord(data.errors) ? (data.errors as Record<string, string>) : undefined;
  return { kind: 'rejected', message, fieldErrors };
}
