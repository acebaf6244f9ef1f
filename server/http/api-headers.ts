/**
 * API answers are never kept by a browser or a proxy cache (they carry a school's records and tokens),
 * unless a route set its own caching, as a file does. Not helmet's: it sets no `Cache-Control`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function apiHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!request.url.startsWith('/api/')) return payload;
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}
