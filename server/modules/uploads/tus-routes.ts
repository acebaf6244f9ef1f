/**
 * Resumable uploads by the tus 1.0.0 protocol at `/api/files` (creation, creation-with-upload, termination,
 * expiration), each route declared with its description; `tus-server.ts` stages the bytes. The device
 * chooses the id (metadata `id`), so a record made offline can name its file before it is sent. Owner
 * checks, limits and the re-creation of an id happen here, against the `uploads` table, before tus sees
 * the request; the content check runs when the last byte arrives. What every answer owes the protocol
 * (its version, the discovery) is in `tus-protocol.ts`.
 */
import { Metadata } from '@tus/server';
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
import { HttpError, badRequest } from '../../http/errors';
import { declareRoute } from '../../kit/declared-route';
import { forgetUpload, tooLarge, type UploadPlaces } from './accept-upload';
import { serveFile } from './file-serving';
import type { UploadFolders } from './upload-folders';
import { deleteUpload, findUpload, type UploadRow } from './upload-records';
import { insertWithinQuota, QuotaRefusal } from './unfinished-uploads';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { refuseParsedBody, sendTusAnswer, webRequestOf } from './tus-answers';
import {
  answerTusDiscovery,
  discoveryHooks,
  isTusRequest,
  TUS_ANSWER_HEADERS,
  TUS_NOTE,
  TUS_REFUSALS,
  TUS_RESUMABLE,
  tusHeader,
  tusHooks,
} from './tus-protocol';
import type { TusServer } from './tus-server';
import { tusUploadState } from './tus-upload-state';

export const TUS_MESSAGES = defineMessages({
  lengthRequired: 'Upload-Length header required: the size of the file must be known when it is created',
  finished: 'This upload has already finished',
  finishing: 'This upload is being checked; try again in a moment',
  finishedTermination: 'Cannot terminate an already completed upload',
  metadataInvalid: 'Upload-Metadata is invalid',
} as const);

/** tus's bytes, read by tus itself (never parsed): described, not validated. */
const BYTES = 'application/offset+octet-stream';
/** tus takes a request with no bytes too: a creation without upload, a PATCH of nothing. */
const bytesBody = (description?: string) => ({
  contentType: BYTES,
  schema: { type: 'string', contentMediaType: BYTES },
  optional: true,
  ...(description ? { description } : {}),
});

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
  const tusRoute = { access: ADMINS, headers: [TUS_RESUMABLE], more: tusHooks() } as const;
  const requireAdmin = app.requireRole(...ADMINS);
  const viaTus = async (request: FastifyRequest, reply: FastifyReply) =>
    sendTusAnswer(request, reply, await tus.handleWeb(webRequestOf(request)));

  const { stagedOffset, stagedExpiry, offsetOf, ownUpload, tusHeaders } = tusUploadState(places, tus);

  /** A creation's answer for an upload that already exists, as it stands. */
  const answerCreated = (reply: FastifyReply, row: UploadRow, offset: number) =>
    reply
      .code(201)
      .headers({ ...tusHeaders(row, offset), location: fileLinkOf(row._id) })
      .send();

  // tus discovery: public, as a client asks it before it has anything to send.
  declareRoute(
    app,
    {
      method: 'OPTIONS',
      url: '/files',
      access: 'public',
      more: discoveryHooks,
      summary: 'What this tus server speaks (tus discovery; no token)',
      description:
        'A browser’s CORS preflight (with `Origin` and `Access-Control-Request-Method`) is answered by the CORS rules instead.',
      answer: {
        status: 204,
        description: 'The protocol',
        headers: [
          tusHeader('Tus-Resumable', '`1.0.0`'),
          tusHeader('Tus-Version', '`1.0.0`'),
          tusHeader('Tus-Extension', '`creation,creation-with-upload,termination,expiration`'),
          tusHeader('Tus-Max-Size', 'The largest upload in bytes (a video, 300 MB)'),
        ],
      },
      refusals: { 404: 'A CORS preflight from an origin not in `PWA_API_ORIGINS`' },
    },
    async (_input, request, reply) => answerTusDiscovery(request, reply),
  );

  declareRoute(
    app,
    {
      ...tusRoute,
      method: 'POST',
      url: '/files',
      // Streams a file's bytes: outside the server's bounded queue (server/http/admission.ts).
      transfer: true,
      summary: 'Create a resumable upload (tus 1.0.0 creation, creation-with-upload)',
      description: `The device chooses the id (a UUID, metadata \`id\`), so a record made offline can name \`/api/files/<id>\` before a byte is sent. Re-creating one’s own id answers that upload as it stands. ${TUS_NOTE}`,
      otherBody: bytesBody('Optional: the first bytes (creation-with-upload).'),
      headers: [
        TUS_RESUMABLE,
        tusHeader('Upload-Length', 'The size of the file in bytes', true),
        tusHeader(
          'Upload-Metadata',
          '`id`, `filename`, `filetype` and `kind` (video, pdf or asset), each base64',
          true,
        ),
      ],
      answer: {
        status: 201,
        description: 'Created; `Location` is `/api/files/<id>`',
        headers: [tusHeader('Location', '`/api/files/<id>`'), ...TUS_ANSWER_HEADERS],
      },
      refusals: {
        ...TUS_REFUSALS,
        409: 'The id is another user’s upload',
        413: 'Upload-Length over the kind’s limit',
        415: 'A body that is not `application/offset+octet-stream`',
        429: '`too_many_uploads`, with `Retry-After`: already 10 unfinished uploads of one’s own, or 2 GB declared by them',
      },
    },
    async (_input, request, reply) => {
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
      const inserted = await insertWithinQuota(places.db, {
        ...wanted,
        ownerId: request.currentUser.id,
      }).catch((error: unknown) => {
        if (error instanceof QuotaRefusal) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
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
    },
  );

  // HEAD serves a stored file's headers to anyone (like GET), or answers tus (Tus-Resumable) to its owner.
  declareRoute(
    app,
    {
      method: 'HEAD',
      url: '/files/:id',
      access: 'public',
      more: {
        ...tusHooks({ onlyIfTus: true }),
        preHandler: async (request, reply) => {
          if (isTusRequest(request)) await requireAdmin.call(app, request, reply);
        },
      },
      summary: 'A finished file’s headers; with `Tus-Resumable`, one’s own upload’s offset (tus)',
      description:
        'Without `Tus-Resumable` it is public like GET; with it, the owner’s token is needed, and every answer says `Tus-Resumable: 1.0.0`.',
      headers: [tusHeader('Tus-Resumable', '`1.0.0`: ask as tus')],
      answer: { status: 200, description: 'The headers', headers: TUS_ANSWER_HEADERS },
      refusals: {
        ...TUS_REFUSALS,
        401: 'As tus: no token or a bad one',
        403: 'As tus: another user’s upload',
        404: 'Unknown, or (without `Tus-Resumable`) not finished',
        410: 'As tus: expired (24 hours after creation)',
        423: 'As tus: the last bytes are being checked; ask again',
      },
    },
    async (_input, request, reply) => {
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

  declareRoute(
    app,
    {
      ...tusRoute,
      method: 'PATCH',
      url: '/files/:id',
      transfer: true,
      summary: 'Send the next bytes of one’s own upload (tus)',
      description: `When the last byte arrives the content is checked: a wrong type answers 415. ${TUS_NOTE}`,
      otherBody: bytesBody(),
      headers: [TUS_RESUMABLE, tusHeader('Upload-Offset', 'Where these bytes start', true)],
      answer: { status: 204, description: 'The bytes are stored', headers: TUS_ANSWER_HEADERS },
      refusals: {
        ...TUS_REFUSALS,
        403: 'Another user’s upload',
        409: 'Finished already, or a wrong offset',
        410: 'Expired (24 hours after creation)',
        413: 'More bytes than the upload’s length',
        415: 'Not a type the kind allows, or a body that is not `application/offset+octet-stream`',
      },
    },
    async (_input, request, reply) => {
      refuseParsedBody(request);
      const row = await ownUpload(request);
      // Its last answer was lost: 409 makes the client ask (HEAD), and learn that it is complete.
      if (row.status === 'stored') throw new HttpError(409, TUS_MESSAGES.finished, 'bad_request');
      return viaTus(request, reply);
    },
  );

  declareRoute(
    app,
    {
      ...tusRoute,
      method: 'DELETE',
      url: '/files/:id',
      summary: 'Abandon one’s own unfinished upload (tus termination)',
      description: TUS_NOTE,
      answer: { status: 204, description: 'Removed', headers: [tusHeader('Tus-Resumable', '`1.0.0`')] },
      refusals: {
        ...TUS_REFUSALS,
        400: 'A finished upload: its file stays',
        403: 'Another user’s upload',
      },
    },
    async (_input, request, reply) => {
      const row = await ownUpload(request);
      // A finished file may already be named by a content record: it stays.
      if (row.status === 'stored') throw badRequest(TUS_MESSAGES.finishedTermination);
      const answer = await tus.handleWeb(webRequestOf(request));
      if (answer.ok || answer.status === 404 || answer.status === 410) {
        await forgetUpload(places, row._id, () => folders.removeLocalTraces(row._id));
        return reply.code(204).send();
      }
      return sendTusAnswer(request, reply, answer);
    },
  );
}
