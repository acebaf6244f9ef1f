/**
 * The operations of the served OpenAPI description, each with the name the route tables use
 * (`PATCH /api/students/:id`), its parameters and request body as the description gives them.
 */
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface Answer {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Answer>;
  security?: unknown[];
}

export interface Described {
  /** `METHOD /api/path/:param`, as `app.apiRoutes` and the test route table name it. */
  name: string;
  method: string;
  /** The description's path template (`/api/students/{id}`). */
  path: string;
  operation: Operation;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options']);

export function operationsOf(document: OpenApiDocument): Described[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
  );
}

/** The JSON body schema of an operation, when it takes JSON. */
export const jsonBodySchema = (operation: Operation) =>
  operation.requestBody?.content['application/json']?.schema;
