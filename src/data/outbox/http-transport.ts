/**
 * Sends outbox rows: one alone, or many in one `POST /outbox/batch` (docs/sync.md, "The drainer"). Safe
 * in the service worker: no DOM, no localStorage, nothing but fetch. The token is passed in, never
 * stored in the row (docs/sync.md, "Outbox rows").
 */
import { isRecord } from '../api/envelope';
import { noteRequest, utf8Bytes } from '../data-pack/traffic-notes';
import { classifyAnswer } from './classify-answer';
import { OUTBOX_MESSAGES } from './outbox-messages';
import type { OutboxAnswer, OutboxRow } from './outbox-types';

export type SendRow = (row: OutboxRow, token: string) => Promise<OutboxAnswer>;
/**
 * Each row's answer, in order; null when the server has no batch endpoint or refused the batch as
 * such (an older server): the rows are then sent alone.
 */
export type SendBatch = (rows: readonly OutboxRow[], token: string) => Promise<OutboxAnswer[] | null>;

export const BATCH_PATH = '/outbox/batch';
const BASE_TIMEOUT_MS = 60_000;
/** A slow village link moves about 5 KB a second: a 850 KB import must not time out and retry for ever. */
const BYTES_PER_SECOND = 5_000;

type ApiRoot = () => string | Promise<string>;
type Exchanged =
  | { kind: 'answered'; status: number; body: unknown; retryAfter: string | null }
  | Extract<OutboxAnswer, { kind: 'retry-later' }>;

/** If-Match as the row's own request sends it: the version the change was made on (none for a create). */
const ifMatchOf = (row: OutboxRow) =>
  row.baseVersion !== undefined && row.operation !== 'create' ? `"${row.baseVersion}"` : undefined;

async function exchange(
  fetchImpl: typeof fetch,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<Exchanged> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = BASE_TIMEOUT_MS + Math.ceil(((payload?.length ?? 0) / BYTES_PER_SECOND) * 1000);
  noteRequest('outbox', url, payload === undefined ? 0 : utf8Bytes(payload));
  let response: Response;
  try {
    response = await fetchImpl(url, { method, headers, body: payload, signal: AbortSignal.timeout(timeout) });
  } catch {
    return { kind: 'retry-later', message: OUTBOX_MESSAGES.unreachable };
  }
  let parsed: unknown = null;
  try {
    const text = await response.text();
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // A non-JSON answer (a proxy's error page): its status still says what happened.
    if (response.ok) return { kind: 'retry-later', message: OUTBOX_MESSAGES.invalidResponse };
  }
  return { kind: 'answered', status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
}

const authorised = (token: string): Record<string, string> => ({
  Accept: 'application/json',
  Authorization: `Bearer ${token}`,
});

export function httpTransport(apiRoot: ApiRoot, fetchImpl: typeof fetch = fetch): SendRow {
  return async (row, token) => {
    const headers: Record<string, string> = { ...authorised(token), 'Idempotency-Key': row.key };
    const ifMatch = ifMatchOf(row);
    if (ifMatch) headers['If-Match'] = ifMatch;
    const url = `${await apiRoot()}${row.request.path}`;
    const sent = await exchange(fetchImpl, url, row.request.method, headers, row.request.body);
    return sent.kind === 'answered' ? classifyAnswer(sent.status, sent.body, sent.retryAfter) : sent;
  };
}

/** A row as one change of a batch: exactly what it would send alone (server/modules/outbox). */
const changeOf = (row: OutboxRow) => ({
  method: row.request.method,
  path: row.request.path,
  idempotencyKey: row.key,
  ...(ifMatchOf(row) ? { ifMatch: ifMatchOf(row) } : {}),
  ...(row.request.body === undefined ? {} : { body: row.request.body }),
});

/** Each change's answer from a batch's `data`, or null when the body is not such a list. */
function changeAnswers(body: unknown, count: number): OutboxAnswer[] | null {
  const list = isRecord(body) && Array.isArray(body.data) ? body.data : null;
  if (!list || list.length !== count) return null;
  const answers: OutboxAnswer[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.status !== 'number') return null;
    const headers = isRecord(item.headers) ? item.headers : {};
    const retryAfter = typeof headers['retry-after'] === 'string' ? headers['retry-after'] : null;
    answers.push(classifyAnswer(item.status, item.body, retryAfter));
  }
  return answers;
}

export function httpBatchTransport(apiRoot: ApiRoot, fetchImpl: typeof fetch = fetch): SendBatch {
  return async (rows, token) => {
    const url = `${await apiRoot()}${BATCH_PATH}`;
    const sent = await exchange(fetchImpl, url, 'POST', authorised(token), { changes: rows.map(changeOf) });
    if (sent.kind !== 'answered') return rows.map(() => sent);
    const whole = classifyAnswer(sent.status, sent.body, sent.retryAfter);
    // Signed out, or the server asks to wait: true of every row. Any other refusal of the batch as such
    // (no such endpoint, a limit it does not share) is no answer for the rows: they go alone.
    if (whole.kind === 'unauthorized' || whole.kind === 'retry-later') return rows.map(() => whole);
    return whole.kind === 'done' ? changeAnswers(sent.body, rows.length) : null;
  };
}
