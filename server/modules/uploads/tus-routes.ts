/**
 * Resumable uploads by the tus 1.0.0 protocol at `/api/files` (creation, creation-with-upload, termination,
 * expiration), with `@tus/server` staging the bytes in `UPLOAD_DIR/staging`. The device chooses the id
 * (metadata `id`), so a record made offline can name its file before it is sent. Owner checks, limits and
 * the re-creation of an id happen here, against the `uploads` table, before tus sees the request; the
 * content check runs when the last byte arrives. What every answer owes the protocol (its version, the
 * discovery) is in `tus-protocol.ts`.
 */
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Metadata, Server } from '@tus/server';
import type { Locker } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  UPLOAD_KINDS,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES as M,
  fileLinkOf,
  isSafeFileName,
  isUploadId,
  type UploadKind,
} from '../../../src/domain/uploads/upload-rules';
import { ADMINS } from '../../auth/school-access';
import { HttpError, badRequest, forbidden, notFound } from '../../http/errors';
import { acceptUpload, forgetUpload, tooLarge, type UploadPlaces } from './accept-upload';
import { serveFile } from './file-serving';
import type { UploadFolders } from './upload-folders';
import { deleteUpload, findUpload, type UploadRow } from './upload-records';
import { insertWithinQuota, QuotaRefusal, UNFINISHED_UPLOAD_LIFETIME_MS } from './unfinished-uploads';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { refuseParsedBody, sendTusAnswer, TusAnswer, webRequestOf } from './tus-answers';
import {
  answerTusDiscovery,
  discoveryHooks,
  isTusRequest,
  TUS_MAX_SIZE,
  TUS_VERSION,
  tusHooks,
} from './tus-protocol';

export const TUS_MESSAGES = defineMessages({
  lengthRequired: 'Upload-Length header required: the size of the file must be known when it is created',
  finished: 'This upload has already finished',
  finishing: 'This upload is being checked; try again in a moment',
  finishedTermination: 'Cannot terminate an already completed upload',
  metadataInvalid: 'Upload-Metadata is invalid',
} as const);

export function tusServer(places: UploadPlaces, folders: UploadFolders, locker: Locker) {
  const datastore = new FileStore({
    directory: folders.staging,
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS,
  });
  return new Server({
    path: '/api/files',
    datastore,
    relativeLocation: true,
    // One upload's requests may reach any server process: the lock lives in the database (upload-locks.ts).
    locker,
    maxSize: TUS_MAX_SIZE,
    // Checked before tus sees the request (creationOf); checked again here as tus names the file by it.
    namingFunction: (_request, metadata) => {
      const id = metadata?.id;
      if (!id || !isUploadId(id)) throw new TusAnswer(badRequest(M.idInvalid));
      return id;
    },
    onUploadFinish: async (_request, upload) => {
      const row = await findUpload(places.db, upload.id);
      if (!row) throw new TusAnswer(notFound(M.notFound));
      try {
        await acceptUpload(places, {
          id: upload.id,
          kind: row.kind as UploadKind,
          localPath: path.join(folders.staging, upload.id),
          size: upload.offset,
          discard: () => folders.removeLocalTraces(upload.id),
        });
      } catch (error) {
        throw error instanceof HttpError ? new TusAnswer(error) : error;
      }
      await folders.removeLocalTraces(upload.id);
      return {};
    },
  });
}

type TusServer = ReturnType<typeof tusServer>;

interface Creation {
  id: string;
  kind: UploadKind;
  filename: string;
  size: number;
}

/** The upload a creation request asks for, or the 400 saying what is wrong with it. */
function creationOf(request: FastifyRequest): Creation {
  const header = request.headers['upload-metadata'];
  let metadata: Record<string, string | null>;
  try {
    metadata = typeof header === 'string' ? Metadata.parse(header) : {};
  } catch {
    throw badRequest(TUS_MESSAGES.metadataInvalid);
  }
  const { id, kind, filename } = metadata;
  if (!id || !isUploadId(id)) throw badRequest(M.idInvalid);
  if (!(UPLOAD_KINDS as readonly (string | null | undefined)[]).includes(kind))
    throw badRequest(M.kindInvalid);
  if (!filename || !isSafeFileName(filename)) throw badRequest(M.fileNameInvalid);
  const length = request.headers['upload-length'];
  if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) throw badRequest(TUS_MESSAGES.lengthRequired);
  return { id, kind: kind as UploadKind, filename, size: Number(length) };
}

export function tusRoutes(
  app: FastifyInstance,
  places: UploadPlaces,
  folders: UploadFolders,
  tus: TusServer,
) {
  const admins = { config: { access: ADMINS }, ...tusHooks() };
  // Streams a file's bytes: outside the server's bounded queue (server/http/admission.ts).
  const transfer = { config: { access: ADMINS, transfer: true }, ...tusHooks() };
  const requireAdmin = app.requireRole(...ADMINS);
  const viaTus = async (request: FastifyRequest, reply: FastifyReply) =>
    sendTusAnswer(request, reply, await tus.handleWeb(webRequestOf(request)));

  /** Bytes staged so far, or null when nothing is staged (never created, finished, refused or expired). */
  const stagedOffset = (id: string): Promise<number | null> =>
    tus.datastore.getUpload(id).then(
      (upload) => upload.offset,
      () => null,
    );
  /** When the staged bytes expire, as tus states it (creation plus the lifetime), or null. */
  const stagedExpiry = (id: string): Promise<string | null> =>
    tus.datastore.getUpload(id).then(
      (upload) =>
        upload.creation_date
          ? new Date(Date.parse(upload.creation_date) + UNFINISHED_UPLOAD_LIFETIME_MS).toUTCString()
          : null,
      () => null,
    );
  const offsetOf = async (row: UploadRow) => (row.status === 'stored' ? row.size : stagedOffset(row._id));

  /** The caller's own upload named by the path, or the 404 / 403 answer. */
  async function ownUpload(request: FastifyRequest): Promise<UploadRow> {
    const { id } = request.params as { id: string };
    const row = isUploadId(id) ? await findUpload(places.db, id) : undefined;
    if (!row) throw notFound(M.notFound);
    if (row.ownerId !== request.currentUser.id) throw forbidden(M.notOwner);
    return row;
  }

  const tusHeaders = (row: UploadRow, offset: number) => ({
    'tus-resumable': TUS_VERSION,
    'upload-offset': String(offset),
    'upload-length': String(row.size ?? offset),
    'cache-control': 'no-store',
  });

  /** A creation's answer for an upload that already exists, as it stands. */
  const answerCreated = (reply: FastifyReply, row: UploadRow, offset: number) =>
    reply
      .code(201)
      .headers({ ...tusHeaders(row, offset), location: fileLinkOf(row._id) })
      .send();

  // tus discovery: public, as a client asks it before it has anything to send.
  app.options('/files', { config: { access: 'public' }, ...discoveryHooks }, answerTusDiscovery);

  app.post('/files', transfer, async (request, reply) => {
    refuseParsedBody(request);
    const wanted = creationOf(request);
    const existing = await findUpload(places.db, wanted.id);
    if (existing) {
      if (existing.ownerId !== request.currentUser.id) throw new HttpError(409, M.idTaken, 'duplicate');
      // The device lost the answer to its creation: the same upload again, from where it stands.
      const offset = await offsetOf(existing);
      if (offset !== null) {
        return answerCreated(reply, existing, offset);
      }
      await deleteUpload(places.db, existing._id);
    }
    if (wanted.size > UPLOAD_LIMITS[wanted.kind]) throw tooLarge(wanted.kind);
    const inserted = await insertWithinQuota(places.db, { ...wanted, ownerId: request.currentUser.id }).catch(
      (error: unknown) => {
        if (error instanceof QuotaRefusal) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      },
    );
    if (!inserted) throw new HttpError(409, M.idTaken, 'duplicate');
    const answer = await tus.handleWeb(webRequestOf(request));
    if (!answer.ok) {
      const row = await findUpload(places.db, wanted.id);
      // creation-with-upload that completed: once the finish hook has stored the file, tus still looks for
      // the staged bytes to state their expiry and fails; the upload is done, so answer as tus would have.
      if (row?.status === 'stored') return answerCreated(reply, row, row.size ?? 0);
      if ((await stagedOffset(wanted.id)) === null) {
        await forgetUpload(places, wanted.id, () => folders.removeLocalTraces(wanted.id));
      }
    }
    return sendTusAnswer(request, reply, answer);
  });

  // HEAD serves a stored file's headers to anyone (like GET), or answers tus (Tus-Resumable) to its owner.
  app.head(
    '/files/:id',
    {
      config: { access: 'public' },
      ...tusHooks({ onlyIfTus: true }),
      preHandler: async (request, reply) => {
        if (isTusRequest(request)) await requireAdmin.call(app, request, reply);
      },
    },
    async (request, reply) => {
      if (!isTusRequest(request)) return serveFile(places, request, reply, { body: false });
      const row = await ownUpload(request);
      if (row.status === 'stored')
        return reply
          .code(200)
          .headers(tusHeaders(row, row.size ?? 0))
          .send();
      // Every byte is here but the file is still being checked and stored (its last PATCH is answered
      // after that): "complete" now could be followed by a refusal, so the client is asked to come back.
      if ((await stagedOffset(row._id)) === row.size) {
        throw new HttpError(423, TUS_MESSAGES.finishing, 'bad_request');
      }
      // tus says when an unfinished upload expires on POST and PATCH; a HEAD says it too.
      const expires = await stagedExpiry(row._id);
      if (expires) reply.header('upload-expires', expires);
      return viaTus(request, reply);
    },
  );

  app.patch('/files/:id', transfer, async (request, reply) => {
    refuseParsedBody(request);
    const row = await ownUpload(request);
    // Its last answer was lost: 409 makes the client ask (HEAD), and learn that it is complete.
    if (row.status === 'stored') throw new HttpError(409, TUS_MESSAGES.finished, 'bad_request');
    return viaTus(request, reply);
  });

  app.delete('/files/:id', admins, async (request, reply) => {
    const row = await ownUpload(request);
    // A finished file may already be named by a content record: it stays.
    if (row.status === 'stored') throw badRequest(TUS_MESSAGES.finishedTermination);
    const answer = await tus.handleWeb(webRequestOf(request));
    if (answer.ok || answer.status === 404 || answer.status === 410) {
      await forgetUpload(places, row._id, () => folders.removeLocalTraces(row._id));
      return reply.code(204).send();
    }
    return sendTusAnswer(request, reply, answer);
  });
}
