import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function textResponse(
  body: string,
  status: number,
  statusText: string,
  contentType = 'text/html',
): Response {
  return new Response(body, { status, statusText, headers: { 'Content-Type': contentType } });
}

export type FetchMock = ReturnType<typeof stubFetch>;

/** Replaces the global fetch with a vi.fn; give it answers with mockResolvedValueOnce and friends. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What the n-th call to the stub sent, with the JSON body parsed. */
export function sent(fetchMock: FetchMock, index = 0): SentRequest {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} times`);
  const [input, init] = call;
  const body = init?.body;
  return {
    url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    method: init?.method ?? 'GET',
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: typeof body === 'string' ? JSON.parse(body) : body,
  };
}

/** A promise the test settles by hand, to look at a screen while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function signInAnswer(user: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    access_token: 'jwt-token',
    token: 'jwt-token',
    user,
    role: user.role,
    schoolId: user.schoolId ?? null,
    ...extra,
  };
}
