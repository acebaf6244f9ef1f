/**
 * The bytes a page moves over the wire, as Chromium's DevTools protocol sees them: each request's line and
 * headers and its body (Content-Length, else the post data), and everything received for it (headers and
 * body as sent, `encodedDataLength`), grouped by what the request was for.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export type WireKind = 'sync' | 'outbox' | 'uploads' | 'app' | 'other';

interface Seen {
  url: URL;
  method: string;
  type: string;
  requestBytes: number;
  bodyBytes: number;
  received: number;
}

/** The headers a request left with; DevTools may tell them before or after the request itself. */
interface SentHeaders {
  headers: Record<string, string>;
}

/** What each request was for, judged by its address, method and the kind of request it was. */
function kindOf({ url, method, type }: Seen): WireKind {
  const path = url.pathname;
  if (!path.startsWith('/api/')) return 'app';
  if (path === '/api/sync') return 'sync';
  if (path === '/api/outbox/batch') return 'outbox';
  if (path.startsWith('/api/files') && type === 'XHR') return 'uploads';
  if (path.startsWith('/api/contents') && method !== 'GET') return 'outbox';
  return 'other';
}

const headerBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0) + 2;

export interface WireCounter {
  cdp: CDPSession;
  /** Bytes both ways per kind so far. */
  byKind(): Record<WireKind, number>;
  /** Requests seen so far, as `METHOD path`. */
  requests(): string[];
  /** Each request's kind and bytes, to read when counts disagree. */
  details(): string[];
}

export async function countWire(context: BrowserContext, page: Page): Promise<WireCounter> {
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, Seen>();
  const sentHeaders = new Map<string, SentHeaders>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    const url = new URL(request.url);
    if (!url.protocol.startsWith('http')) return;
    const body = request.postData === undefined ? 0 : Buffer.byteLength(request.postData);
    const line = `${request.method} ${url.pathname}${url.search} HTTP/1.1`.length + 2;
    seen.set(requestId, {
      url,
      method: request.method,
      type: type ?? 'Other',
      requestBytes: line + headerBytes(request.headers),
      bodyBytes: body,
      received: 0,
    });
  });
  // The headers as they left, with those the network stack adds (host, cookies, Content-Length).
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => {
    sentHeaders.set(requestId, { headers });
  });
  /** A request with the headers it really left with, where DevTools told them. */
  const asSent = (requestId: string, request: Seen): Seen => {
    const headers = sentHeaders.get(requestId)?.headers;
    if (!headers) return request;
    const line = `${request.method} ${request.url.pathname}${request.url.search} HTTP/1.1`.length + 2;
    const length = Number(headers['Content-Length'] ?? headers['content-length']);
    return {
      ...request,
      requestBytes: line + headerBytes(headers),
      bodyBytes: Number.isFinite(length) && length > 0 ? length : request.bodyBytes,
    };
  };
  const all = () => [...seen].map(([requestId, request]) => asSent(requestId, request));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = seen.get(requestId);
    if (request) request.received = encodedDataLength;
  });
  await cdp.send('Network.enable');
  return {
    cdp,
    byKind() {
      const totals: Record<WireKind, number> = { sync: 0, outbox: 0, uploads: 0, app: 0, other: 0 };
      for (const request of all()) {
        totals[kindOf(request)] += request.requestBytes + request.bodyBytes + request.received;
      }
      return totals;
    },
    requests: () => [...seen.values()].map((request) => `${request.method} ${request.url.pathname}`),
    details: () =>
      all().map(
        (request) =>
          `${kindOf(request)} ${request.method} ${request.url.pathname} ${request.type}: ` +
          `headers ${request.requestBytes}, body ${request.bodyBytes}, received ${request.received}`,
      ),
  };
}

/**
 * A connection the browser calls `type` (a tablet's Chromium tells; the test's does not), with the
 * "save data" wish, changeable from the test through `window.__setConnectionType`.
 */
export function connectionScript(type: string, saveData: boolean): string {
  return `(() => {
    const listeners = new Set();
    const connection = {
      type: ${JSON.stringify(type)},
      saveData: ${saveData},
      effectiveType: '4g',
      addEventListener: (_name, listener) => listeners.add(listener),
      removeEventListener: (_name, listener) => listeners.delete(listener),
    };
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true });
    window.__setConnectionType = (next) => {
      connection.type = next;
      listeners.forEach((listener) => listener());
    };
  })();`;
}
