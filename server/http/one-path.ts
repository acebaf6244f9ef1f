/**
 * A route answers on one path. The router would also match a path whose last segment is empty
 * (`/api/students/` as `/api/students/:id` with an empty id) or that has an empty segment inside (`//`):
 * no route names such a path, so it gets the API's 404 for an unknown path, whoever asks.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const hasEmptySegment = (url: string) => {
  const path = url.split('?', 1)[0] ?? '';
  return path.endsWith('/') || path.includes('//');
};

export async function refuseEmptySegments(request: FastifyRequest, reply: FastifyReply) {
  if (hasEmptySegment(request.url)) return reply.callNotFound();
}
