/**
 * `/api/docs` (OpenAPI 3.1 JSON, or the page for a browser asking for HTML) and `/api/docs/page`, both
 * public. Registered inside the /api plugin; the description is made from the descriptions the routes
 * carry (`config.doc`, gathered by `described-routes.ts`), as `declareRoute` declares them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openApiDocument, type OpenApiDocument } from './document';
import { docsPage, PAGE_CSP } from './page';
import type { RouteDoc } from './route-doc';

export { describedRoutesPlugin } from './described-routes';

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

export function openApiRoutes(app: FastifyInstance) {
  // Built on first use: every route is registered by then.
  let document: OpenApiDocument | undefined;
  const documentOf = (api: FastifyInstance) => (document ??= openApiDocument(api.apiRoutes, api.routeDocs));
  const page = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .send(docsPage(documentOf(app)));

  // Described where they are declared, as every route is (`described-routes.ts`).
  const described = (doc: RouteDoc) => ({ config: { access: 'public' as const, doc, docFor: 'GET' } });
  app.get(
    '/docs',
    described({
      summary: 'This OpenAPI 3.1 description (JSON; HTML with `Accept: text/html`)',
      answer: { status: 200, description: 'This description', schema: 'OpenApi' },
    }),
    async (request, reply) => (wantsHtml(request) ? page(reply) : documentOf(app)),
  );
  app.get(
    '/docs/page',
    described({
      summary: 'This description as a page to read',
      answer: { status: 200, description: 'An HTML page', contentType: 'text/html' },
    }),
    async (_request, reply) => page(reply),
  );
}
