/**
 * What the changes of one outbox batch share (docs/sync.md, "The drainer"): the caller, checked once
 * when the batch arrived, and the paths of the changes that succeeded, whose waiting refused changes
 * are resolved in one statement when the batch ends. A request belongs to a batch only when it carries
 * the server's own inner-request header (made at start, no client can send it) and runs inside that
 * batch's handler.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { INNER_REQUEST } from './admission';

export interface BatchRun {
  caller: FastifyRequest['currentUser'];
  succeededPaths: Set<string>;
}

const runs = new AsyncLocalStorage<BatchRun>();

/** Runs a batch's changes (each an inner request of the server) for `caller`. */
export function runBatch<T>(caller: BatchRun['caller'], work: (run: BatchRun) => Promise<T>): Promise<T> {
  const run: BatchRun = { caller, succeededPaths: new Set() };
  return runs.run(run, () => work(run));
}

/** The batch a request is a change of, or undefined for a request from outside. */
export function batchRunOf(request: FastifyRequest): BatchRun | undefined {
  return request.headers[INNER_REQUEST.header] === INNER_REQUEST.value ? runs.getStore() : undefined;
}
