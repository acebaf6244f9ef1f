/**
 * `GET /api/files/:id` (and HEAD, `tus-routes.ts`): a stored upload with byte ranges (and `If-Range`), so
 * a video seeks and a cut download resumes. No token: a `<video>` element or a VR headset cannot send
 * one; the random UUID is the capability.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES as M, isUploadId } from '../../../src/domain/uploads/upload-rules';
import { HTTP_MESSAGES, HttpError, notFound } from '../../http/errors';
import { declareRoute } from '../../kit/declared-route';
import {
  FILE_ANSWER,
  FILE_OTHER_ANSWERS,
  FILE_REFUSALS,
  FILE_REQUEST_HEADERS,
} from '../../openapi/file-answers';
import type { ByteRange } from '../../storage';
import type { UploadPlaces } from './accept-upload';
import { findUpload } from './upload-records';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The one range a `Range` header asks for, 'unsatisfiable', or undefined for the whole file. Several
 * ranges, other units and malformed values are ignored (the whole file), as RFC 9110 allows.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return undefined;
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? undefined : { start, end };
}

/**
 * The `Range` to honour: none when an `If-Range` names another entity tag (compared strongly, so a weak
 * one never matches) or a date (these files carry no Last-Modified): the client's partial copy is of
 * another file, and gets the whole one with 200, never a piece to glue onto it.
 */
function rangeHeaderOf(request: FastifyRequest, etag: string): string | undefined {
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && (Array.isArray(ifRange) || ifRange.trim() !== etag)) return undefined;
  return request.headers.range;
}

/** RFC 5987 `filename*`: the person's name for the file, never able to break the header. */
const dispositionOf = (filename: string) =>
  `inline; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

export async function serveFile(
  places: UploadPlaces,
  request: FastifyRequest,
  reply: FastifyReply,
  { body }: { body: boolean },
) {
  const { id } = request.params as { id: string };
  const row = isUploadId(id) ? await findUpload(places.db, id) : undefined;
  if (row?.status !== 'stored' || row.size === null || !row.mimeType) throw notFound(M.notFound);
  const size = row.size;
  const etag = `"${row._id}"`;
  const range = rangeOf(rangeHeaderOf(request, etag), size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, HTTP_MESSAGES.rangeNotSatisfiable, 'bad_request');
  }
  reply.headers({
    'accept-ranges': 'bytes',
    'content-type': row.mimeType,
    'x-content-type-options': 'nosniff',
    'cache-control': `public, max-age=${YEAR_SECONDS}, immutable`,
    etag,
    'content-disposition': dispositionOf(row.filename),
  });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  reply.header('content-length', range ? range.end - range.start + 1 : size);
  if (!body) return reply.send();
  return reply.send(await places.storage.read(row._id, range));
}

/** `GET /files/:id`; its HEAD is tus's too, declared with the tus routes. */
export function fileRoute(app: FastifyInstance, places: UploadPlaces) {
  declareRoute(
    app,
    {
      method: 'GET',
      url: '/files/:id',
      access: 'public',
      // Streams a file's bytes: outside the server's bounded queue (server/http/admission.ts).
      transfer: true,
      more: { exposeHeadRoute: false },
      summary: 'A finished file, with byte ranges (a capability link: no token)',
      description: 'Cached a year, immutable.',
      headers: FILE_REQUEST_HEADERS,
      answer: FILE_ANSWER,
      alsoAnswers: FILE_OTHER_ANSWERS,
      refusals: FILE_REFUSALS,
    },
    async (_input, request, reply) => serveFile(places, request, reply, { body: true }),
  );
}
