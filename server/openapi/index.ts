/**
 * `/api/docs` (OpenAPI 3.1 JSON, or the page for a browser asking for HTML) and `/api/docs/page`, both
 * public. Registered inside the /api plugin; the description is `@fastify/swagger`'s, made from the
 * registered routes on first use (`api-description.ts`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { docsPage, PAGE_CSP, type OpenApiDocument } from './page';
import type { RouteDoc } from './route-doc';

export { apiDescriptionPlugin } from './api-description';

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

export function openApiRoutes(app: FastifyInstance) {
  // Made on first use, when every route is registered; the library keeps it.
  const documentOf = () => app.swagger() as unknown as OpenApiDocument;
  let page: string | undefined;
  const sendPage = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .send((page ??= docsPage(documentOf())));

  // Described where they are declared, as every route is.
  const described = (doc: RouteDoc) => ({ config: { access: 'public' as const, doc, docFor: 'GET' } });
  app.get(
    '/docs',
    described({
      summary: 'This OpenAPI 3.1 description (JSON; HTML with `Accept: text/html`)',
      answer: { status: 200, description: 'This description', schema: 'OpenApi' },
    }),
    async (request, reply) => (wantsHtml(request) ? sendPage(reply) : documentOf()),
  );
  app.get(
    '/docs/page',
    described({
      summary: 'This description as a page to read',
      answer: { status: 200, description: 'An HTML page', contentType: 'text/html' },
    }),
    async (_request, reply) => sendPage(reply),
  );
}
