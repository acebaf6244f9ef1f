/**
 * Refused changes waiting for a person (Settings, e-mail notifications): a write sent with an
 * Idempotency-Key (a device's outbox row) that the server refuses is noted in `refused_changes`, outside
 * the write's rolled-back transaction; the same person's next successful write to the same path, or the
 * device's "Discard", resolves it. Housekeeping mails what has waited more than a day
 * (server/jobs/waiting-changes.ts).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { refusedChanges } from '../db/schema';
import type { HttpError } from './errors';
import { batchRunOf } from './outbox-batch-run';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Not refusals of the change itself: signed out, timed out, or asked to wait. */
const NOT_REFUSED = new Set([401, 408, 429]);
const MAX_MESSAGE = 500;

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && key.length <= 200 ? key : undefined;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

function refusalOf(error: FastifyError | HttpError): { status: number; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500 || NOT_REFUSED.has(status)) return null;
  return { status, message: error.message.slice(0, MAX_MESSAGE) };
}

async function noteRefusal(request: FastifyRequest, error: FastifyError | HttpError): Promise<void> {
  const key = keyOf(request);
  const refusal = refusalOf(error);
  const userId = request.currentUser?.id;
  if (!key || !refusal || !userId || !WRITES.has(request.method)) return;
  await request.server.db
    .insert(refusedChanges)
    .values({ userId, key, method: request.method, path: pathOf(request), ...refusal })
    .onConflictDoUpdate({
      target: [refusedChanges.userId, refusedChanges.key],
      set: { ...refusal, refusedAt: new Date(), resolvedAt: null },
    });
}

/** Resolves what `userId` had refused on any of `paths`: a later write there succeeded. */
export async function resolveRefusedChanges(db: Db, userId: string, paths: Iterable<string>): Promise<void> {
  const resolved = [...paths];
  if (resolved.length === 0) return;
  await db
    .update(refusedChanges)
    .set({ resolvedAt: new Date() })
    .where(
      and(
        eq(refusedChanges.userId, userId),
        inArray(refusedChanges.path, resolved),
        isNull(refusedChanges.resolvedAt),
      ),
    );
}

async function resolveOnSuccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const userId = request.currentUser?.id;
  if (!userId || !WRITES.has(request.method) || reply.statusCode >= 300) return;
  // A change of an outbox batch: the batch resolves all of its paths at once when it ends.
  const batch = batchRunOf(request);
  if (batch) batch.succeededPaths.add(pathOf(request));
  else await resolveRefusedChanges(request.server.db, userId, [pathOf(request)]);
}

/** Adds the hooks to the API's routes; a failure to note one is logged, never the request's answer. */
export function trackRefusedChanges(api: FastifyInstance): void {
  api.addHook('onError', async (request, _reply, error) => {
    await noteRefusal(request, error).catch((cause: unknown) =>
      request.log.warn({ err: cause }, 'could not note a refused change'),
    );
  });
  api.addHook('onSend', async (request, reply, payload) => {
    await resolveOnSuccess(request, reply).catch((cause: unknown) =>
      request.log.warn({ err: cause }, 'could not resolve refused changes'),
    );
    return payload;
  });
}

/** The device discarded the change: nobody needs to be told about it any more. */
export async function discardRefusedChange(db: Db, userId: string, key: string): Promise<boolean> {
  const rows = await db
    .update(refusedChanges)
    .set({ resolvedAt: new Date() })
    .where(
      and(eq(refusedChanges.userId, userId), eq(refusedChanges.key, key), isNull(refusedChanges.resolvedAt)),
    )
    .returning({ key: refusedChanges.key });
  return rows.length === 1;
}
