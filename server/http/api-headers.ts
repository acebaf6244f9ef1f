/**
 * Headers of every API answer: never sniffed into another type, and never kept by a browser or a proxy
 * cache (answers carry a school's records and tokens), unless a route set its own caching, as a file does.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function apiHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!request.url.startsWith('/api/')) return payload;
  reply.header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}
