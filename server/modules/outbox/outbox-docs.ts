/** The description of /api/outbox (server/openapi). */
import type { RouteTable } from '../../openapi/route-doc';
import { MAX_BATCH_CHANGES, OutboxBatchSchema } from './batch-input';

export const outboxDocs: RouteTable = {
  'POST /api/outbox/batch': {
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
};
