/**
 * `/api/docs`: a valid OpenAPI 3.1 description of every registered route, written by `@fastify/swagger`
 * from the routes themselves (`declareRoute`'s schemas, the ones their input is parsed with, and
 * descriptions); a route without a description, or an operation without a route, fails here.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { declareRoute } from '../../server/kit/declared-route';
import { apiDescriptionPlugin } from '../../server/openapi';
import type { OpenApiDocument } from '../../server/openapi/page';
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

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Routes (`METHOD /api/path/:id`) with no operation, and operations with no route (HEAD's excepted). */
function routeCoverage(routes: ReadonlyArray<{ method: string; url: string }>, document: OpenApiDocument) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const registered = routes.map((route) => `${route.method} ${openApiPath(route.url)}`);
  return {
    undescribed: registered.filter((route) => !operations.includes(route)),
    unregistered: operations.filter((key) => !registered.includes(key) && !key.startsWith('HEAD ')),
  };
}

/** A small app of its own whose routes `@fastify/swagger` describes, as the real app's. */
async function describedApp() {
  const app = Fastify();
  await app.register(apiDescriptionPlugin);
  return app;
}

const documentOf = (app: { swagger(): unknown }) => app.swagger() as OpenApiDocument;

async function fetchDocument() {
  const response = await api.as().get('/api/docs');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json<OpenApiDocument>();
}

type Operation = {
  summary?: string;
  parameters?: Array<{ name: string; in: string }>;
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

  it('has an operation for every registered route and a route for every operation', async () => {
    const document = await fetchDocument();
    expect(t.app.apiRoutes.length).toBeGreaterThan(80);
    expect(routeCoverage(t.app.apiRoutes, document)).toEqual({ undescribed: [], unregistered: [] });
    const missing = routeCoverage([...t.app.apiRoutes, { method: 'POST', url: '/api/widgets' }], {
      ...document,
      paths: { ...document.paths, '/api/sync': {} },
    });
    expect(missing).toEqual({ undescribed: ['GET /api/sync', 'POST /api/widgets'], unregistered: [] });
  });

  it('refuses to describe an /api route registered without a description', async () => {
    const app = await describedApp();
    declareRoute(
      app,
      {
        method: 'GET',
        url: '/api/things',
        access: 'public',
        summary: 'Things',
        answer: { status: 200, description: 'ok' },
      },
      async () => [],
    );
    app.post('/api/widgets', async () => ({}));
    app.get('/app-shell', async () => '');
    await app.ready();
    expect(() => app.swagger()).toThrow('POST /api/widgets has no description');
    await app.close();
  });

  it('describes every route with its summary, access and path parameters', async () => {
    const document = await fetchDocument();
    for (const route of t.app.apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(document, route.method, route.url);
      expect(operation, name).toBeDefined();
      expect(operation!.summary, name).toMatch(/\w{3}/);
      expect(operation!['x-access'], name).toBeTruthy();
      const names = (place: string) =>
        (operation!.parameters ?? []).filter((p) => p.in === place).map((p) => p.name);
      const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(names('path'), name).toEqual(pathNames);
    }
    const list = operationOf(document, 'GET', '/api/students')!;
    expect(list.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toContain('search');
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
    const app = await describedApp();
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
    // A GET's HEAD twin (Fastify's own) is not described by the GET's doc; a declared HEAD route is; a
    // route outside /api (the app's files) is not the API's.
    app.get('/index.html', async () => '');
    const listed = { access: 'public', answer: { status: 200, description: 'ok' } } as const;
    declareRoute(app, { ...listed, method: 'GET', url: '/api/things', summary: 'Things' }, async () => []);
    declareRoute(
      app,
      { ...listed, method: 'HEAD', url: '/api/things/:id', summary: 'A thing' },
      async () => '',
    );
    await app.ready();
    const { paths } = documentOf(app);
    expect(Object.keys(paths).sort()).toEqual(['/api/things', '/api/things/{id}']);
    expect(Object.keys(paths['/api/things']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/things/{id}']!).sort()).toEqual(['head', 'patch']);
    const rename = paths['/api/things/{id}']!.patch as Operation & {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(rename.summary).toBe('Rename a thing');
    expect(rename.parameters).toMatchObject([
      { name: 'id', in: 'path', required: true, schema: { format: 'uuid' } },
    ]);
    expect(rename.requestBody.content['application/json'].schema.required).toEqual(['name']);
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
    const app = await describedApp();
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
    const signIn = documentOf(app).paths['/api/sign-in']!.post as {
      requestBody: { content: { 'application/json': { schema: { oneOf: Array<{ required: string[] }> } } } };
    };
    expect(signIn.requestBody.content['application/json'].schema.oneOf.map((body) => body.required)).toEqual([
      ['password'],
      ['otp'],
    ]);
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
    const app = await describedApp();
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
    expect(Object.keys(documentOf(app).paths['/api/things']!).sort()).toEqual(['options', 'post']);
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
