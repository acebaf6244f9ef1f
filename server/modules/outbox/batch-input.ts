/** What `POST /api/outbox/batch` takes: up to 100 changes, each what an outbox row would send alone. */
import * as v from 'valibot';

export const MAX_BATCH_CHANGES = 100;

export const BATCH_MESSAGES = {
  changes: `changes must be a list of 1 to ${MAX_BATCH_CHANGES} changes`,
  change: 'Each change needs a method, a path and its own idempotencyKey',
  method: "Each change's method must be POST, PUT, PATCH or DELETE",
  path: "Each change's path must be a path under the API root, e.g. /students/<id>",
  key: 'Each change needs its own Idempotency-Key (1 to 200 visible ASCII characters)',
  ifMatch: 'A change\'s If-Match must be a version, e.g. "3"',
  body: "A change's body must be a JSON object",
  notBatchable: (method: string, path: string) => `${method} ${path} cannot be sent in a batch`,
  keyRepeated: 'Two changes of a batch have the same Idempotency-Key',
} as const;

const M = BATCH_MESSAGES;

/** What an HTTP header can carry: the same key or If-Match sent alone could hold nothing else. */
const HEADER_TEXT = /^[\x20-\x7e]*$/;

const isJsonObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const BatchChangeSchema = v.object(
  {
    method: v.picklist(['POST', 'PUT', 'PATCH', 'DELETE'], M.method),
    path: v.pipe(v.string(M.path), v.maxLength(500, M.path), v.regex(/^\/[^?#\s\\]*$/, M.path)),
    idempotencyKey: v.pipe(
      v.string(M.key),
      v.minLength(1, M.key),
      v.maxLength(200, M.key),
      v.regex(HEADER_TEXT, M.key),
    ),
    ifMatch: v.optional(
      v.pipe(v.string(M.ifMatch), v.maxLength(50, M.ifMatch), v.regex(HEADER_TEXT, M.ifMatch)),
    ),
    body: v.optional(v.custom<Record<string, unknown>>(isJsonObject, M.body)),
  },
  M.change,
);

export const OutboxBatchSchema = v.object({
  changes: v.pipe(
    v.array(BatchChangeSchema, M.changes),
    v.minLength(1, M.changes),
    v.maxLength(MAX_BATCH_CHANGES, M.changes),
  ),
});

export type BatchChange = v.InferOutput<typeof BatchChangeSchema>;
