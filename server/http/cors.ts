/**
 * CORS for a PWA served from another origin (`PWA_API_ORIGINS`): those origins and no other get CORS
 * headers, and only they get an answer to a preflight (others: 404). Tokens travel in `Authorization`,
 * never in cookies, so credentials are not allowed.
 */
import type { FastifyCorsOptions } from '@fastify/cors';

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
  return {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  };
}
