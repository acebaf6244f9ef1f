/**
 * `POST /api/outbox/batch`: many outbox rows in one request (docs/sync.md, "The drainer"). Each change
 * runs through its own route exactly as if it had been sent alone, as the caller (checked once, when the
 * batch arrived), with its own Idempotency-Key and If-Match, one after another in order; the answer
 * lists each one's status, body and the headers the device reads. A refused change does not stop the
 * next.
 */
import type { FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { BODY_LIMITS } from '../../http/body-limits';
import { INNER_REQUEST } from '../../http/admission';
import { badRequest } from '../../http/errors';
import { runBatch } from '../../http/outbox-batch-run';
import { resolveRefusedChanges } from '../../http/refused-changes';
import { declareRoute } from '../../kit/declared-route';
import { batchableRoutes, type BatchableCheck } from './batchable-routes';
import { BATCH_MESSAGES as M, MAX_BATCH_CHANGES, OutboxBatchSchema, type BatchChange } from './batch-input';

/** The headers of a change's answer the device needs: when to retry, and that it is a replay. */
const ANSWER_HEADERS = ['retry-after', 'idempotent-replayed'] as const;
/** The caller's own headers each change is sent with. */
const CALLER_HEADERS = ['authorization', 'cookie', 'user-agent', 'accept-language'] as const;

export interface ChangeAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

function headersOf(request: FastifyRequest, change: BatchChange): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'idempotency-key': change.idempotencyKey,
    // The batch holds its place in the server's queue; its changes do not queue again behind it.
    [INNER_REQUEST.header]: INNER_REQUEST.value,
  };
  for (const name of CALLER_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (change.ifMatch !== undefined) headers['if-match'] = change.ifMatch;
  if (change.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

function parsedBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function answerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  change: BatchChange,
): Promise<ChangeAnswer> {
  const response = await app.inject({
    method: change.method,
    url: `/api${change.path}`,
    headers: headersOf(request, change),
    ...(change.body === undefined ? {} : { payload: JSON.stringify(change.body) }),
    remoteAddress: request.ip,
  });
  const headers: Record<string, string> = {};
  for (const name of ANSWER_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: response.statusCode, body: parsedBody(response.body), headers };
}

/** Every change names a write a batch may carry, and no key comes twice: else nothing runs. */
function checkBatch(changes: readonly BatchChange[], batchable: BatchableCheck): void {
  const keys = new Set<string>();
  for (const [index, change] of changes.entries()) {
    if (!batchable(change.method, change.path)) {
      throw badRequest(M.notBatchable(change.method, change.path), {
        [`changes.${index}.path`]: M.notBatchable(change.method, change.path),
      });
    }
    if (keys.has(change.idempotencyKey)) {
      throw badRequest(M.keyRepeated, { [`changes.${index}.idempotencyKey`]: M.keyRepeated });
    }
    keys.add(change.idempotencyKey);
  }
}

export const outboxRoutes: FastifyPluginCallback = (app, _options, done) => {
  // Made on first use: every route is registered by then.
  let batchable: BatchableCheck | undefined;
  declareRoute(
    app,
    {
      method: 'POST',
      url: '/batch',
      access: 'authenticated',
      bodyLimit: BODY_LIMITS.batch,
      summary: `Up to ${MAX_BATCH_CHANGES} outbox changes in one request, answered one by one`,
      description:
        'Each change (`method`, `path` under the API root, its own `idempotencyKey`, `ifMatch` when the ' +
        'change alone would send `If-Match`, and `body`) runs, in order, exactly as the same request sent alone ' +
        "with the caller's `Authorization`: the same checks, the same idempotency, its own transaction. " +
        "`data` lists, in the same order, each change's `status`, `body` and `headers` (`retry-after`, " +
        '`idempotent-replayed`). A refused change does not stop the next. A change naming a sign-in, session, ' +
        'upload or batch route, or two changes with one key, refuse the whole batch (400) before any runs. ' +
        'See docs/sync.md, "The drainer".',
      body: OutboxBatchSchema,
      answer: { status: 200, description: "Each change's answer, in order", schema: 'Data' },
      refusals: {
        400: `Not a list of 1 to ${MAX_BATCH_CHANGES} changes, or a change that cannot be sent in a batch`,
      },
    },
    async ({ body: { changes } }, request) => {
      checkBatch(changes, (batchable ??= batchableRoutes(app.apiRoutes)));
      const { answers, succeededPaths } = await runBatch(request.currentUser, async (run) => {
        const answers: ChangeAnswer[] = [];
        for (const change of changes) answers.push(await answerOf(app, request, change));
        return { answers, succeededPaths: run.succeededPaths };
      });
      await resolveRefusedChanges(app.db, request.currentUser.id, succeededPaths).catch((cause: unknown) =>
        request.log.warn({ err: cause }, 'could not resolve refused changes'),
      );
      return { success: true, data: answers };
    },
  );
  done();
};
