/**
 * A bounded queue in front of the database (docs/api.md, "A busy server"). The embedded database runs
 * one query at a time in the server's own thread, so under load every request waits behind all those
 * before it, for as long as that takes. Past `limit` API requests at once, the next one is answered at
 * once with 503 `busy` and `Retry-After`, which every client of the API treats as "try again later":
 * a person waits a second rather than a minute, and nothing piles up.
 *
 * File transfers (routes whose config says `transfer: true`) are not counted: they stream bytes for
 * as long as the link needs and barely touch the database. Nor are the requests an admitted request
 * makes of the server itself (an outbox batch's changes): it already holds its place.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Streams a file's bytes, for as long as the link needs: outside the bounded queue. */
    transfer?: boolean;
  }
}

/**
 * The header of a request the server makes of itself for one already admitted (each change of an
 * outbox batch): its value is made at start, so no client can send it.
 */
export const INNER_REQUEST = { header: 'x-shala-inner-request', value: randomUUID() } as const;

/** About the time the queue ahead takes to clear. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export interface AdmissionOptions {
  /** API requests answered at once; 0 admits every request. */
  limit: number;
  /** The `Retry-After` of a refusal, in seconds. */
  retryAfterSeconds: number;
}

export function admitRequests(app: FastifyInstance, { limit, retryAfterSeconds }: AdmissionOptions) {
  if (limit <= 0) return;
  let active = 0;
  const admitted = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.transfer) return;
    if (request.headers[INNER_REQUEST.header] === INNER_REQUEST.value) return;
    if (active >= limit) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new HttpError(503, HTTP_MESSAGES.busy, 'busy');
    }
    active++;
    admitted.add(request);
    // The embedded database answers within this thread without giving it back: a request would run to
    // its answer before the next one is even read, the queue would form unseen in the sockets, and a
    // request could wait there for many seconds. Handing the thread back once here lets every request
    // already sent be read, and counted or refused, before this one goes on.
    await new Promise((resolve) => setImmediate(resolve));
  });
  // A request ends once: answered, or given up by its client (both hooks can run for one request).
  const release = async (request: FastifyRequest) => {
    if (admitted.delete(request)) active--;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
