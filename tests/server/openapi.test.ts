/**
 * `/api/docs`: a valid OpenAPI 3.1 description of every registered route, made from the declarations the
 * routes carry (`declareRoute`), whose schemas are the ones their input is parsed with; a route without
 * a description, or a description without a route, fails here.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { declareRoute } from '../../server/kit/declared-route';
import { routeCoverage, type OpenApiDocument } from '../../server/openapi/document';
import { describedRoutesPlugin } from '../../server/openapi/described-routes';
import { testApi, type Caller, type Method, type TestApi } from './helpers/test-api';
import { createTestApp, DEMO, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: TestApi;
let asAdmin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  api = testApi(t.app);
  asAdmin = api.as((await signIn(t.app, DEMO.superAdmin)).token);
});
afterAll(() => t.close());

/** The descriptions the registered routes carry. */
const described = () => t.app.routeDocs;

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

async function fetchDocument() {
  const response = await api.as().get('/api/docs');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json<OpenApiDocument>();
}

type Operation = {
  summary?: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  'x-access': string;
};
const operationOf = (document: OpenApiDocument, method: string, url: string) =>
  (document.paths[openApiPath(url)] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

describe('the OpenAPI description', () => {
  it('is served without a token and passes an OpenAPI 3.1 validator', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has a description for every registered route and a route for every description', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(80);
    expect(routeCoverage(t.app.apiRoutes, described())).toEqual({ undescribed: [], unregistered: [] });
  });

  it('names a route added without a description, and a description left without its route', () => {
    const routes = [
      ...t.app.apiRoutes,
      { method: 'POST', url: '/api/widgets', access: 'authenticated' as const },
    ];
    const table = { ...described() };
    delete (table as Record<string, unknown>)['GET /api/sync'];
    const { undescribed, unregistered } = routeCoverage(
      routes.filter((route) => route.url !== '/api/students/bulk'),
      table,
    );
    expect(undescribed.sort()).toEqual(['GET /api/sync', 'POST /api/widgets']);
    expect(unregistered).toEqual(['POST /api/students/bulk']);
  });

  it('describes every route with its summary, access, path parameters and declared schemas', async () => {
    const document = await fetchDocument();
    const table = described();
    for (const route of t.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(document, route.method, route.url);
      expect(operation, name).toBeDefined();
      expect(operation!.summary, name).toMatch(/\w{3}/);
      expect(operation!['x-access'], name).toBeTruthy();
      const doc = table[name]!;
      const names = (place: string) => operation!.parameters.filter((p) => p.in === place).map((p) => p.name);
      const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(names('path'), name).toEqual(pathNames);
      if (doc.query) expect(names('query').length, name).toBeGreaterThan(0);
      if (doc.body || doc.otherBody) expect(operation!.requestBody, name).toBeDefined();
    }
    const login = operationOf(document, 'POST', '/api/auth/login') as Operation & {
      requestBody: { content: Record<string, { schema: { oneOf: Array<{ required: string[] }> } }> };
    };
    const alternatives = login.requestBody.content['application/json']!.schema.oneOf;
    expect(alternatives.map((schema) => schema.required)).toEqual([
      expect.arrayContaining(['email', 'password']),
      expect.arrayContaining(['email', 'otp']),
    ]);
    const student = operationOf(document, 'POST', '/api/students') as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(student.requestBody.content['application/json'].schema.required).toContain('roll_number');
  });

  it('answers each route on its one path: the twin with a trailing slash is the API’s 404', async () => {
    const twins: string[] = [];
    for (const route of t.app.apiRoutes) {
      const url = `${route.url.replace(/:status/, 'active').replace(/:\w+/g, newId())}/`;
      const response = await asAdmin.request(route.method as Method, url);
      if (response.statusCode !== 404 || response.json<{ errorType: string }>().errorType !== 'not_found')
        twins.push(`${route.method} ${url}`);
    }
    expect(twins).toEqual([]);
  });

  it('describes a declared route by its declaration, and parses its input with the same schemas', async () => {
    const Params = v.object({ id: v.pipe(v.string(), v.uuid('Not an id')) });
    const Body = v.object({
      name: v.pipe(v.string('Name must be text'), v.trim(), v.minLength(1, 'No name')),
    });
    const app = Fastify();
    await app.register(describedRoutesPlugin);
    app.register(
      async (things) => {
        declareRoute(
          things,
          {
            method: 'PATCH',
            url: '/:id',
            access: 'public',
            summary: 'Rename a thing',
            params: Params,
            body: Body,
            answer: { status: 200, description: 'The thing' },
          },
          async ({ params, body }, request) => ({
            id: params.id,
            name: body.name,
            schema: request.routeOptions.schema,
          }),
        );
      },
      { prefix: '/api/things' },
    );
    // A GET's HEAD twin (Fastify's own) is not described by the GET's doc; a declared HEAD route is.
    const listed = { access: 'public', answer: { status: 200, description: 'ok' } } as const;
    declareRoute(app, { ...listed, method: 'GET', url: '/api/things', summary: 'Things' }, async () => []);
    declareRoute(
      app,
      { ...listed, method: 'HEAD', url: '/api/things/:id', summary: 'A thing' },
      async () => '',
    );
    await app.ready();
    const doc = app.routeDocs['PATCH /api/things/:id']!;
    expect(doc).toMatchObject({ summary: 'Rename a thing', params: Params, body: Body });
    expect(Object.keys(app.routeDocs).sort()).toEqual([
      'GET /api/things',
      'HEAD /api/things/:id',
      'PATCH /api/things/:id',
    ]);
    expect((await app.inject({ method: 'HEAD', url: '/api/things' })).statusCode).toBe(200);

    const id = newId();
    const renamed = await app.inject({ method: 'PATCH', url: `/api/things/${id}`, payload: { name: ' A ' } });
    expect(renamed.statusCode).toBe(200);
    const answer = renamed.json<{ id: string; name: string; schema: { body: { required: string[] } } }>();
    expect(answer).toMatchObject({ id, name: 'A' });
    // The route's Fastify schema is the declared one, as JSON Schema: what the description shows.
    expect(answer.schema.body.required).toEqual(['name']);
    // Valibot, not the JSON Schema, refuses: the declared schema's own message.
    const refused = await app.inject({ method: 'PATCH', url: `/api/things/${id}`, payload: { name: 5 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Name must be text');
    const badId = await app.inject({ method: 'PATCH', url: '/api/things/x', payload: { name: 'A' } });
    expect(badId.json<{ message: string }>().message).toBe('Not an id');
    await app.close();
  });

  it('parses a body of several schemas with the one the declaration picks, and keeps its other options', async () => {
    const ByPassword = v.object({ password: v.string('Password must be text') });
    const ByCode = v.object({ otp: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Six digits')) });
    const app = Fastify();
    await app.register(describedRoutesPlugin);
    const seen: string[] = [];
    declareRoute(
      app,
      {
        method: 'POST',
        url: '/api/sign-in',
        access: 'public',
        summary: 'Sign in',
        body: [ByPassword, ByCode],
        pickBody: (body) =>
          typeof body === 'object' && body !== null && 'otp' in body ? ByCode : ByPassword,
        more: { preHandler: async (request) => void seen.push(request.url) },
        answer: { status: 200, description: 'ok' },
      },
      async ({ body }, request) => ({
        by: 'otp' in body ? 'code' : 'password',
        schema: request.routeOptions.schema,
      }),
    );
    await app.ready();
    expect(app.routeDocs['POST /api/sign-in']!.body).toEqual([ByPassword, ByCode]);
    const byCode = await app.inject({ method: 'POST', url: '/api/sign-in', payload: { otp: '123456' } });
    const answer = byCode.json<{ by: string; schema: { body: { oneOf: unknown[] } } }>();
    expect(answer.by).toBe('code');
    expect(answer.schema.body.oneOf).toHaveLength(2);
    const badCode = await app.inject({ method: 'POST', url: '/api/sign-in', payload: { otp: '12' } });
    expect(badCode.json<{ message: string }>().message).toBe('Six digits');
    const badPassword = await app.inject({ method: 'POST', url: '/api/sign-in', payload: { password: 1 } });
    expect(badPassword.json<{ message: string }>().message).toBe('Password must be text');
    expect(seen).toEqual(['/api/sign-in', '/api/sign-in', '/api/sign-in']);
    await app.close();
  });

  it('declares an OPTIONS route, and a protocol’s hooks: a check before the handler, a header on every answer', async () => {
    const app = Fastify();
    await app.register(describedRoutesPlugin);
    const onSend = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      reply.header('x-version', '1');
      return payload;
    };
    const onRequest = async (request: FastifyRequest) => {
      if (request.headers['x-version'] !== '1')
        throw Object.assign(new Error('Send x-version: 1'), { statusCode: 412 });
    };
    const ok = { access: 'public', answer: { status: 204, description: 'ok' } } as const;
    const handled: string[] = [];
    declareRoute(
      app,
      { ...ok, method: 'OPTIONS', url: '/api/things', summary: 'What it speaks', more: { onSend } },
      async (_input, request, reply) => {
        handled.push(request.method);
        return reply.code(204).send();
      },
    );
    declareRoute(
      app,
      { ...ok, method: 'POST', url: '/api/things', summary: 'Make one', more: { onRequest, onSend } },
      async (_input, request, reply) => {
        handled.push(request.method);
        return reply.code(204).send();
      },
    );
    await app.ready();
    expect(Object.keys(app.routeDocs).sort()).toEqual(['OPTIONS /api/things', 'POST /api/things']);
    const discovery = await app.inject({ method: 'OPTIONS', url: '/api/things' });
    expect([discovery.statusCode, discovery.headers['x-version']]).toEqual([204, '1']);
    const refused = await app.inject({ method: 'POST', url: '/api/things' });
    expect([refused.statusCode, refused.headers['x-version']]).toEqual([412, '1']);
    const made = await app.inject({ method: 'POST', url: '/api/things', headers: { 'x-version': '1' } });
    expect([made.statusCode, made.headers['x-version']]).toEqual([204, '1']);
    expect(handled).toEqual(['OPTIONS', 'POST']);
    await app.close();
  });

  it('is a page to read, at /api/docs/page and for a browser at /api/docs, with no script', async () => {
    const page = await api.as().get('/api/docs/page');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).not.toMatch(/<script/i);
    for (const route of t.app.apiRoutes)
      expect(page.body, route.url).toContain(`<code>${openApiPath(route.url)}</code>`);
    expect(page.body).toContain('Mail a 6-digit sign-in or reset code');
    const browser = await api
      .as()
      .get('/api/docs', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.headers['content-type']).toContain('text/html');
    expect(browser.body).toBe(page.body);
  });
});
