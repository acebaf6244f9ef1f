/**
 * Which routes a batch may carry: every record write under /api, matched by its route pattern. Not the
 * sign-in and session routes (a batch must not change whose it is halfway), not uploads (their bodies are
 * files), not the headsets' routes (a headset's token, never a person's) and not the batch itself.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NOT_BATCHABLE = [
  '/api/auth/',
  '/api/files',
  '/api/upload',
  '/api/outbox/',
  '/api/docs',
  '/api/headset/',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/students/:id` → a pattern matching `/api/students/<anything but a slash>`. */
function patternOf(url: string): RegExp {
  const parts = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escaped(part)));
  return new RegExp(`^${parts.join('/')}$`);
}

export type BatchableCheck = (method: string, path: string) => boolean;

/** Whether `method` on `/api` + `path` (a path under the API root) is a write a batch may carry. */
export function batchableRoutes(routes: ReadonlyArray<{ method: string; url: string }>): BatchableCheck {
  const patterns = new Map<string, RegExp[]>();
  for (const { method, url } of routes) {
    if (!WRITES.has(method) || NOT_BATCHABLE.some((prefix) => url.startsWith(prefix))) continue;
    patterns.set(method, [...(patterns.get(method) ?? []), patternOf(url)]);
  }
  return (method, path) => (patterns.get(method) ?? []).some((pattern) => pattern.test(`/api${path}`));
}
