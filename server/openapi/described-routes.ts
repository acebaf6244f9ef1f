/**
 * Every route carries its own description: `config.doc` and the method it describes, `config.docFor`
 * (the kit's `declareRoute`, server/kit/declared-route.ts). This plugin, registered before any route,
 * notes each one's doc as it is registered (`app.routeDocs`), which `/api/docs` is made from.
 */
import fp from 'fastify-plugin';
import { routeKey, type RouteDoc } from './route-doc';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's description (server/openapi). */
    doc?: RouteDoc;
    /** The method `doc` describes: Fastify's HEAD twin of a GET route copies the GET's config. */
    docFor?: string;
  }
  interface FastifyInstance {
    /** The descriptions the registered routes carry, by `METHOD /api/path`. */
    routeDocs: Record<string, RouteDoc>;
  }
}

export const describedRoutesPlugin = fp(
  async (app) => {
    app.decorate('routeDocs', {});
    app.addHook('onRoute', (route) => {
      const { doc, docFor } = route.config ?? {};
      // Only for the method it was declared for: Fastify's HEAD twin of a GET route copies its config.
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (doc && docFor && methods.includes(docFor)) app.routeDocs[routeKey(docFor, route.url)] = doc;
    });
  },
  { name: 'described-routes' },
);
