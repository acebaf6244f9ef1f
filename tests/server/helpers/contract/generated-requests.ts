/**
 * Requests made from an operation's description, as Schemathesis makes them: valid ones (query and
 * body drawn from their schemas by json-schema-faker; the path's ids and the headers a route needs,
 * such as a headset's token or tus's, from the route's valid request, so that the ids are real) and
 * invalid ones (one part broken in a way the description refuses: a required field left out, a field of
 * the wrong type, a body that is no object, a path or query value outside its schema, a required header
 * left out). Every draw comes from `random`, so a run replays from its seed.
 */
import { generateSync } from 'json-schema-faker';
import type { RouteRequest } from '../route-table';
import { jsonBodySchema, type Described, type JsonSchema, type Parameter } from './operations';
import type { Schemas } from './schemas';

export interface ContractRequest {
  /** What was made, for a failure's message. */
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | object | Buffer;
  /** The description refuses this request: the server must not accept it. */
  invalid: boolean;
}

const WRONG_VALUES: readonly unknown[] = [{ wrong: true }, ['wrong'], true, 123456789, 'wrong'];
const WRONG_TEXTS = ['not-an-id', '-1', 'zz', 'x'.repeat(300)];

const seedOf = (random: () => number) => Math.floor(random() * 2 ** 31);

/** The values of a request's path parameters, read from a URL of the operation's template. */
function pathValues(template: string, url: string): Record<string, string> {
  const names = template.split('/');
  const values = (url.split('?')[0] ?? '').split('/');
  return Object.fromEntries(
    names.flatMap((part, i) => (part.startsWith('{') ? [[part.slice(1, -1), values[i] ?? '']] : [])),
  );
}

function urlOf(template: string, path: Record<string, string>, query: Array<[string, string]>) {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return search.length ? `${filled}?${search.join('&')}` : filled;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function requestMaker(described: Described, valid: RouteRequest, schemas: Schemas) {
  const { path, method, operation } = described;
  const parameters = operation.parameters ?? [];
  const placeOf = (parameter: Parameter) => [
    'paths',
    path,
    method.toLowerCase(),
    'parameters',
    String(parameters.indexOf(parameter)),
    'schema',
  ];
  const bodyPlace = [
    'paths',
    path,
    method.toLowerCase(),
    'requestBody',
    'content',
    'application/json',
    'schema',
  ];
  const bodySchema = jsonBodySchema(operation);
  const validPath = pathValues(path, valid.url);
  const validQuery = [...new URLSearchParams(valid.url.split('?')[1] ?? '')];
  const queries = parameters.filter((parameter) => parameter.in === 'query');
  /** The headers a route needs (device token, tus), the body's own type aside. */
  const baseHeaders = Object.fromEntries(
    Object.entries(valid.headers ?? {}).filter(([name]) => name !== 'content-type' || !bodySchema),
  );

  const draw = (schema: JsonSchema, random: () => number) =>
    generateSync(schema, { seed: seedOf(random), optionalsProbability: 0.5, maxLength: 40 });

  function drawnQuery(random: () => number): Array<[string, string]> {
    return queries
      .filter((parameter) => parameter.required || random() < 0.5)
      .map((parameter) => [parameter.name, asText(draw(parameter.schema, random))]);
  }

  function valid_(random: () => number): ContractRequest {
    const query = drawnQuery(random);
    const body = bodySchema ? draw(bodySchema, random) : undefined;
    return {
      label: 'drawn from the description',
      url: urlOf(path, validPath, query),
      headers: baseHeaders,
      ...(bodySchema
        ? { payload: body as object }
        : valid.payload === undefined
          ? {}
          : { payload: valid.payload }),
      invalid: false,
    };
  }

  /** Each way this operation's request can be broken, as a maker of such a request. */
  const breakers: Array<(random: () => number) => ContractRequest | undefined> = [];
  if (bodySchema) {
    const brokenBody = (label: string, body: unknown, base: ContractRequest): ContractRequest => ({
      ...base,
      label,
      payload: body as object,
      invalid: !schemas.valid(bodyPlace, body),
    });
    breakers.push((random) => {
      const base = valid_(random);
      const body = base.payload as Record<string, unknown>;
      const required = (bodySchema.required as string[] | undefined) ?? [];
      if (typeof body !== 'object' || body === null || required.length === 0) return undefined;
      const left = required[Math.floor(random() * required.length)]!;
      const rest = { ...body };
      delete rest[left];
      return brokenBody(`'${left}' left out`, rest, base);
    });
    breakers.push((random) => {
      const base = valid_(random);
      const body = base.payload as Record<string, unknown>;
      const names = Object.keys((bodySchema.properties as object | undefined) ?? {});
      if (typeof body !== 'object' || body === null || names.length === 0) return undefined;
      const name = names[Math.floor(random() * names.length)]!;
      const wrong = WRONG_VALUES.map((value) => ({ ...body, [name]: value })).find(
        (candidate) => !schemas.valid(bodyPlace, candidate),
      );
      return wrong && brokenBody(`'${name}' of a wrong type`, wrong, base);
    });
    breakers.push((random) => brokenBody('a body that is no object', ['wrong'], valid_(random)));
  }
  for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    const wrong = WRONG_TEXTS.find((text) => !schemas.valid(placeOf(parameter), text));
    if (wrong === undefined) continue;
    breakers.push((random) => {
      const base = valid_(random);
      const url =
        parameter.in === 'path'
          ? urlOf(path, { ...validPath, [parameter.name]: wrong }, validQuery)
          : urlOf(path, validPath, [
              ...validQuery.filter(([key]) => key !== parameter.name),
              [parameter.name, wrong],
            ]);
      return {
        ...base,
        label: `${parameter.in} '${parameter.name}' = '${wrong.slice(0, 20)}'`,
        url,
        invalid: true,
      };
    });
  }
  for (const header of parameters.filter((p) => p.in === 'header' && p.required)) {
    const name = header.name.toLowerCase();
    if (!(name in baseHeaders)) continue;
    breakers.push((random) => {
      const base = valid_(random);
      const headers = { ...base.headers };
      delete headers[name];
      return { ...base, label: `header '${header.name}' left out`, headers, invalid: true };
    });
  }

  return {
    valid: valid_,
    /** A broken request, by the next way of breaking it (in turn), or none when the operation has none. */
    invalid(random: () => number, turn: number): ContractRequest | undefined {
      for (let tried = 0; tried < breakers.length; tried++) {
        const made = breakers[(turn + tried) % breakers.length]!(random);
        if (made) return made;
      }
      return undefined;
    },
  };
}
