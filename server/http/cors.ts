/**
 * CORS for a PWA served from another origin (`PWA_API_ORIGINS`): those origins and no other get CORS
 * headers, and only they get an answer to a preflight (others: 404). Tokens travel in `Authorization`,
 * never in cookies, so credentials are not allowed. Those origins may also read how many bytes an answer
 * took (`Timing-Allow-Origin`): the tablet's data-pack meter counts them (docs/data-pack.md).
 */
import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'If-Match',
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Offset',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
  'X-HTTP-Method-Override',
];

const EXPOSED_HEADERS = [
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Expires',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Max-Size',
  'Tus-Extension',
  'Retry-After',
  'X-Request-Id',
  'ETag',
  'Content-Range',
  'Accept-Ranges',
];

export function corsOptions(origins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  const options: FastifyCorsOptions = {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    // OPTIONS too: a client on an allowed origin may ask the tus server what it speaks (`OPTIONS /api/files`).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  };
  return {
    // Only an OPTIONS asking `Access-Control-Request-Method` is a preflight; any other is a request of its
    // own (a tus discovery), answered by its route with the CORS headers of an ordinary answer.
    delegator: (request, callback) =>
      callback(null, {
        ...options,
        preflight: request.headers['access-control-request-method'] !== undefined,
      }),
  };
}

/** An `onSend` hook: an allowed origin may read the answer's timing, its size on the wire included. */
export function timingForOrigins(origins: readonly string[]) {
  const allowed = new Set(origins);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin)) reply.header('timing-allow-origin', origin);
  };
}
