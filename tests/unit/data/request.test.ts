import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../src/data/api/api-error';
import { API_ROOT_KEY, getApiRoot } from '../../../src/data/api/api-root';
import { request } from '../../../src/data/api/request';
import { useSession } from '../../../src/data/session/session-store';
import { jsonResponse, sent, stubFetch, textResponse } from '../helpers/fetch';
import { signInAs } from '../helpers/session';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('request helper: where and what it sends', () => {
  it('goes to /api by default and to the run-time root when one is stored', async () => {
    const fetchMock = stubFetch().mockImplementation(() => Promise.resolve(jsonResponse({ ok: true })));
    expect(getApiRoot()).toBe('/api');
    await request('/schools', { query: { status: 'active', page: 2, search: '', q: undefined } });
    expect(sent(fetchMock).url).toBe('/api/schools?status=active&page=2');

    localStorage.setItem(API_ROOT_KEY, 'https://school.example.org/api/');
    await request('/schools');
    expect(sent(fetchMock, 1).url).toBe('https://school.example.org/api/schools');
  });

  it('sends the session token as a bearer header, and none when asked not to or signed out', async () => {
    const fetchMock = stubFetch().mockImplementation(() => Promise.resolve(jsonResponse({})));
    await request('/auth/me');
    expect(sent(fetchMock, 0).headers.Authorization).toBeUndefined();

    signInAs('super_admin');
    await request('/auth/me');
    expect(sent(fetchMock, 1).headers.Authorization).toBe('Bearer token-super_admin');
    await request('/auth/login', { method: 'POST', body: { email: 'a@b.c' }, auth: false });
    expect(sent(fetchMock, 2).headers.Authorization).toBeUndefined();
  });

  it('sends a JSON body with its content type and returns the parsed answer', async () => {
    const fetchMock = stubFetch().mockResolvedValueOnce(jsonResponse({ success: true, data: { _id: 'x' } }, 201));
    const answer = await request('/students', { method: 'POST', body: { student_name: 'Ravi' } });
    expect(answer).toEqual({ success: true, data: { _id: 'x' } });
    const { method, headers, body } = sent(fetchMock);
    expect(method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/json');
    expect(body).toEqual({ student_name: 'Ravi' });
  });

  it('answers nothing for 204 No Content', async () => {
    stubFetch().mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(request('/students/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('request helper: the transport errors', () => {
  it('a non-OK reply carries the body message, status, statusText, body, errorType and field errors', async () => {
    const body = { message: 'Invalid email or password', errorType: 'unauthorized', errors: { email: 'Bad' } };
    stubFetch().mockResolvedValueOnce(jsonResponse(body, 401, 'Unauthorized'));
    const error = await failure(request('/auth/login', { method: 'POST', body: {}, auth: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid email or password',
      status: 401,
      statusText: 'Unauthorized',
      body,
      errorType: 'unauthorized',
      errors: { email: 'Bad' },
    });
  });

  it("a non-OK JSON reply without a message says 'Something went wrong'", async () => {
    stubFetch().mockResolvedValueOnce(jsonResponse({ errorType: 'server_error' }, 500, 'Internal Server Error'));
    const error = await failure(request('/schools'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Something went wrong');
    expect((error as ApiError).status).toBe(500);
  });

  it("a reply that is not JSON says 'Server error: {status} {statusText}'", async () => {
    stubFetch().mockResolvedValueOnce(textResponse('<html>Bad gateway</html>', 502, 'Bad Gateway'));
    const error = await failure(request('/schools'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Server error: 502 Bad Gateway');
  });

  it("an unparseable success body says 'Invalid response from server'", async () => {
    stubFetch().mockResolvedValueOnce(textResponse('{"data": [', 200, 'OK', 'application/json'));
    const error = await failure(request('/schools'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid response from server');
  });

  it('a failed connection is a NetworkError, never an ApiError', async () => {
    stubFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(request('/schools'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('a request that times out is a NetworkError', async () => {
    stubFetch().mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    await expect(request('/schools', { timeoutMs: 5 })).rejects.toBeInstanceOf(NetworkError);
  });

  it("the caller's own cancel stays an abort, not a network failure", async () => {
    stubFetch().mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request('/schools', { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('request helper and the session', () => {
  it('a 401 on a call that carried a token marks the session expired without ending it', async () => {
    signInAs('school_admin', 'school-1');
    stubFetch().mockResolvedValueOnce(jsonResponse({ message: 'Token expired' }, 401, 'Unauthorized'));
    await failure(request('/students'));
    const state = useSession.getState();
    expect(state.sessionExpired).toBe(true);
    expect(state.isAuthenticated).toBe(true);
    expect(state.token).toBe('token-school_admin');
  });

  it('a 401 saying the account was deactivated marks the session so', async () => {
    signInAs('school_admin', 'school-1');
    stubFetch().mockResolvedValueOnce(
      jsonResponse({ message: 'Deactivated', errorType: 'account_deactivated' }, 401, 'Unauthorized'),
    );
    await failure(request('/students'));
    expect(useSession.getState()).toMatchObject({ sessionExpired: true, accountDeactivated: true });
  });

  it('a 401 on a sign-in attempt (no token sent) does not touch the session', async () => {
    const markExpired = vi.spyOn(useSession.getState(), 'markExpired');
    stubFetch().mockResolvedValueOnce(jsonResponse({ message: 'Invalid email or password' }, 401, 'Unauthorized'));
    await failure(request('/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'wrong' }, auth: false }));
    expect(markExpired).not.toHaveBeenCalled();
    expect(useSession.getState().sessionExpired).toBe(false);
  });
});
