/** What a request from the device's outbox carries: one change sent alone, or each change of a batch. */
import type { Request } from 'playwright-core';

export interface SentChange {
  method: string;
  /** Under /api, e.g. `/schools/<id>`. */
  path: string;
  authorization: string;
}

export function changesIn(request: Request): SentChange[] {
  const url = new URL(request.url());
  const authorization = request.headers().authorization ?? '';
  if (!url.pathname.startsWith('/api/') || request.method() === 'GET') return [];
  if (url.pathname !== '/api/outbox/batch')
    return [{ method: request.method(), path: url.pathname.slice('/api'.length), authorization }];
  const { changes } = request.postDataJSON() as { changes: Array<{ method: string; path: string }> };
  return changes.map(({ method, path }) => ({ method, path, authorization }));
}
