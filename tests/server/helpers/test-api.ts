/**
 * One way for server tests to call the API: `testApi(app).as(token).post('/api/students', body, { key, ifMatch })`.
 * `as()` without a token calls as nobody.
 */
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Sent as Idempotency-Key. */
  key?: string;
  /** Sent as If-Match. */
  ifMatch?: string | number;
  headers?: Record<string, string>;
}

export function testApi(app: FastifyInstance) {
  const request = (
    token: string | undefined,
    method: Method,
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
        ...(options.ifMatch === undefined ? {} : { 'if-match': String(options.ifMatch) }),
        ...options.headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  const as = (token?: string) => ({
    request: (method: Method, url: string, body?: unknown, options?: CallOptions) =>
      request(token, method, url, body, options),
    get: (url: string, options?: CallOptions) => request(token, 'GET', url, undefined, options),
    post: (url: string, body?: unknown, options?: CallOptions) => request(token, 'POST', url, body, options),
    patch: (url: string, body?: unknown, options?: CallOptions) =>
      request(token, 'PATCH', url, body, options),
    put: (url: string, body?: unknown, options?: CallOptions) => request(token, 'PUT', url, body, options),
    delete: (url: string, options?: CallOptions) => request(token, 'DELETE', url, undefined, options),
  });
  return { as };
}

export type TestApi = ReturnType<typeof testApi>;
export type Caller = ReturnType<TestApi['as']>;
