/**
 * Sends one outbox row. Safe in the service worker: no DOM, no localStorage, nothing but fetch.
 * The token is passed in, never stored in the row (docs/sync.md, "Outbox rows").
 */
import { classifyAnswer } from './classify-answer';
import { OUTBOX_MESSAGES } from './outbox-messages';
import type { OutboxAnswer, OutboxRow } from './outbox-types';

export type SendRow = (row: OutboxRow, token: string) => Promise<OutboxAnswer>;

const BASE_TIMEOUT_MS = 60_000;
/** A slow village link moves about 5 KB a second: a 850 KB import must not time out and retry for ever. */
const BYTES_PER_SECOND = 5_000;

export function httpTransport(apiRoot: () => string | Promise<string>, fetchImpl: typeof fetch = fetch): SendRow {
  return async (row, token) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': row.key,
    };
    if (row.request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (row.baseVersion !== undefined && row.operation !== 'create') headers['If-Match'] = `"${row.baseVersion}"`;
    const payload = row.request.body === undefined ? undefined : JSON.stringify(row.request.body);
    const timeout = BASE_TIMEOUT_MS + Math.ceil(((payload?.length ?? 0) / BYTES_PER_SECOND) * 1000);
    let response: Response;
    try {
      response = await fetchImpl(`${await apiRoot()}${row.request.path}`, {
        method: row.request.method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeout),
      });
    } catch {
      return { kind: 'retry-later', message: OUTBOX_MESSAGES.unreachable };
    }
    let body: unknown = null;
    try {
      const text = await response.text();
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // A non-JSON answer (a proxy's error page): its status still says what happened.
      if (response.ok) return { kind: 'retry-later', message: OUTBOX_MESSAGES.invalidResponse };
    }
    return classifyAnswer(response.status, body, response.headers.get('retry-after'));
  };
}
