/**
 * `/api/docs` (OpenAPI 3.1 JSON, or the page for a browser asking for HTML) and `/api/docs/page`, both
 * public; the hook that holds `parseInput` to each route's row. Registered inside the /api plugin, with
 * the route table the app assembles from every module's rows (`server/route-docs.ts`); routes declared
 * with their own description (`config.doc`, `described-routes.ts`) join it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noteDeclaredInput } from '../http/declared-input';
import { joinDescriptions } from './described-routes';
import { openApiDocument, type OpenApiDocument } from './document';
import { docsPage, PAGE_CSP } from './page';
import { declaredSchemas, type RouteDoc, type RouteTable } from './route-doc';

export { describedRoutesPlugin } from './described-routes';

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

export function openApiRoutes(app: FastifyInstance, table: RouteTable) {
  app.addHook('preValidation', noteDeclaredInput(declaredSchemas(table)));

  // Built on first use: every route is registered by then.
  let document: OpenApiDocument | undefined;
  const documentOf = (api: FastifyInstance) =>
    (document ??= openApiDocument(api.apiRoutes, joinDescriptions(table, api.routeDocs)));
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
