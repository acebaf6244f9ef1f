/**
 * `POST /api/upload` and `POST /api/uploads`: one file in the multipart field `file`,
 * streamed to a temp file in `UPLOAD_DIR/incoming` and cut at its kind's limit (never buffered whole), then
 * accepted like a finished tus upload. `kind` comes from the query or a field before the file; without
 * it the content decides (a video is `video`, a PDF `pdf`, anything else `asset`). Declared with their
 * description; the multipart body, read by `@fastify/multipart`, is described by hand.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  UPLOAD_KINDS,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES as M,
  fileLinkOf,
  isSafeFileName,
  type UploadKind,
} from '../../../src/domain/uploads/upload-rules';
import { ADMINS } from '../../auth/school-access';
import { HttpError, badRequest } from '../../http/errors';
import { declareRoute } from '../../kit/declared-route';
import { acceptUpload, forgetUpload, type UploadPlaces } from './accept-upload';
import type { UploadFolders } from './upload-folders';
import { insertUpload } from './upload-records';

const LARGEST = Math.max(...Object.values(UPLOAD_LIMITS));

/** `?kind=`: one of the kinds; empty is none (the content decides). */
const UploadQuerySchema = v.object({
  kind: v.optional(
    v.pipe(
      v.string(M.kindInvalid),
      v.metadata({ enum: UPLOAD_KINDS }),
      v.transform((value) => value || undefined),
      v.optional(v.picklist(UPLOAD_KINDS, M.kindInvalid)),
    ),
  ),
});

const MULTIPART_BODY = {
  contentType: 'multipart/form-data',
  schema: {
    type: 'object',
    properties: {
      kind: { enum: [...UPLOAD_KINDS] },
      file: { type: 'string', contentMediaType: 'application/octet-stream' },
    },
    required: ['file'],
  },
};

function kindOf(value: unknown): UploadKind | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(UPLOAD_KINDS as readonly unknown[]).includes(value)) throw badRequest(M.kindInvalid);
  return value as UploadKind;
}

/** A field's value when the field came before the file (busboy hands them over in order). */
function fieldValue(fields: Record<string, unknown>, name: string): unknown {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' ? field.value : undefined;
}

/** A body busboy cannot read (no boundary, cut short, a dropped connection): the client's fault, a 400. */
function malformed(error: unknown): never {
  throw error instanceof HttpError ? error : new HttpError(400, M.uploadFailed, 'bad_request');
}

export function multipartRoutes(app: FastifyInstance, places: UploadPlaces, folders: UploadFolders) {
  async function receive(request: FastifyRequest, queryKind: UploadKind | undefined) {
    if (!request.isMultipart()) throw badRequest(M.notAFile);
    // preservePath: busboy would otherwise cut `../../x.mp4` down to `x.mp4`; such a name is refused.
    const part = await request
      .file({
        limits: { fileSize: queryKind ? UPLOAD_LIMITS[queryKind] : LARGEST, files: 1 },
        throwFileSizeLimit: false,
        preservePath: true,
      })
      .catch(malformed);
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest(M.notAFile);
    }
    let kind: UploadKind | undefined;
    try {
      kind = queryKind ?? kindOf(fieldValue(part.fields, 'kind'));
      if (!isSafeFileName(part.filename)) throw badRequest(M.fileNameInvalid);
    } catch (error) {
      part.file.resume();
      throw error;
    }

    const id = randomUUID();
    const localPath = path.join(folders.incoming, id);
    const discard = () => folders.removeLocalTraces(id);
    await insertUpload(places.db, {
      id,
      ownerId: request.currentUser.id,
      kind: kind ?? 'asset',
      filename: part.filename,
    });
    try {
      await mkdir(folders.incoming, { recursive: true });
      await pipeline(part.file, createWriteStream(localPath));
    } catch (error) {
      await forgetUpload(places, id, discard);
      return malformed(error);
    }
    const size = (await stat(localPath)).size;
    const row = await acceptUpload(places, {
      id,
      kind,
      localPath,
      size,
      truncated: part.file.truncated,
      discard,
    });
    const url = fileLinkOf(id);
    const data = { url, id, filename: row.filename, size: row.size, type: row.mimeType };
    return { success: true, message: M.uploaded, url, data };
  }

  const upload = {
    method: 'POST',
    access: ADMINS,
    // Streams a file's bytes: outside the server's bounded queue (server/http/admission.ts).
    transfer: true,
    description:
      '`kind` (video, pdf or asset) in the query or a field before the file; without it the content decides. A video may be 300 MB (MP4, AVI, MOV, WMV), a PDF or asset 100 MB; the type is read from the content.',
    query: UploadQuerySchema,
    otherBody: MULTIPART_BODY,
    answer: { status: 201, description: 'The file is stored', schema: 'Uploaded' },
    refusals: { 413: 'Over the kind’s size limit', 415: 'Not a type the kind allows' },
  } as const;
  const summaries = {
    '/upload': 'Upload one file (multipart field `file`), streamed to storage',
    '/uploads': 'Upload one file (the same as `/api/upload`)',
  };
  for (const [url, summary] of Object.entries(summaries)) {
    declareRoute(app, { ...upload, url, summary }, async ({ query }, request, reply) =>
      reply.code(201).send(await receive(request, query.kind)),
    );
  }
}
