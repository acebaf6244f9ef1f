/**
 * The OpenAPI 3.1 description of the API, written by `@fastify/swagger` from the registered routes
 * themselves: registered before any route, it notes each one as it is registered, and makes the
 * description on first use (`app.swagger()`), each operation from its route (`routeOperation`). Here:
 * what is the API's as a whole (info, security schemes, the answer shapes).
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANSWER_SCHEMAS } from './answers';
import type { JsonSchema } from './route-doc';
import { REQUEST_BODY_EXTRAS, routeOperation } from './route-operation';

type Operation = JsonSchema & { requestBody?: JsonSchema };

/**
 * The answer shapes as they are written (OpenAPI 3.1 schemas already), and what the library's request
 * body has no field for: a body that may be left out, and its description.
 */
function withAnswerShapes<D extends { paths?: object; components?: { schemas?: object } }>(described: D): D {
  const paths = (described.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations)) {
      const extras = operation[REQUEST_BODY_EXTRAS];
      if (extras === undefined) continue;
      Object.assign(operation.requestBody ?? {}, extras);
      delete operation[REQUEST_BODY_EXTRAS];
    }
  const components = described.components ?? {};
  return {
    ...described,
    components: { ...components, schemas: { ...ANSWER_SCHEMAS, ...components.schemas } },
  };
}

async function describeApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shala Admin API',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'The JSON API of Shala Admin (docs/api.md). Bearer JWT from `/api/auth/login`; errors `{ success: false, message, errorType, errors?, requestId }`.',
      },
      servers: [{ url: '/' }],
      security: [{ bearer: [] }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          device: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "A headset's API token: `Authorization: Device <api_token>` (docs/headsets.md)",
          },
        },
      },
    },
    // Declared HEAD routes are described; Fastify's HEAD twins of GET routes are left out by the transform.
    exposeHeadRoutes: true,
    // OpenAPI 3.1 takes `const` as JSON Schema does.
    convertConstToEnum: false,
    transform: routeOperation,
    transformObject: (described) =>
      withAnswerShapes('openapiObject' in described ? described.openapiObject : {}),
  });
}

/** Registered before any route, so that every route is noted. */
export const apiDescriptionPlugin = fp(describeApi, { name: 'api-description' });
