/**
 * Routes that carry their own description: a route declared with `config.doc` and the method it
 * describes, `config.docFor` (the kit's `declareRoute`, server/kit/declared-route.ts), is described by
 * it, with no row in a module's table.
 * This plugin, registered before any route, notes each one's doc as it is registered (`app.routeDocs`);
 * the description joins them to the table's rows, and a route described both ways is an error.
 */
import fp from 'fastify-plugin';
import { routeKey, type RouteDoc, type RouteTable } from './route-doc';

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

/** The table's rows and the routes' own docs, one table; a route described twice is an error. */
export function joinDescriptions(table: RouteTable, routeDocs: RouteTable): RouteTable {
  const twice = Object.keys(routeDocs).filter((key) => key in table);
  if (twice.length > 0) throw new Error(`Described both by a row and by the route: ${twice.join(', ')}`);
  return { ...table, ...routeDocs };
}
