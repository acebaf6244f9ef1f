/**
 * `/api/docs` (OpenAPI 3.1 JSON, or the page for a browser asking for HTML) and `/api/docs/page`, both
 * public; the hook that holds `parseInput` to each route's row. Registered inside the /api plugin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noteDeclaredInput } from '../http/declared-input';
import { openApiDocument, type OpenApiDocument } from './document';
import { docsPage, PAGE_CSP } from './page';
import { declaredSchemas, ROUTE_TABLE } from './route-table';

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

export function openApiRoutes(app: FastifyInstance) {
  app.addHook('preValidation', noteDeclaredInput(declaredSchemas(ROUTE_TABLE)));

  // Built on first use: every route is registered by then.
  let document: OpenApiDocument | undefined;
  const documentOf = (api: FastifyInstance) => (document ??= openApiDocument(api.apiRoutes, ROUTE_TABLE));
  const page = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .send(docsPage(documentOf(app)));

  const open = { config: { access: 'public' as const } };
  app.get('/docs', open, async (request, reply) => (wantsHtml(request) ? page(reply) : documentOf(app)));
  app.get('/docs/page', open, async (_request, reply) => page(reply));
}
