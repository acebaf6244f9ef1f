import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../src/data/api/api-error';
import { onLogout } from '../../../src/data/session/logout-hooks';
import {
  endSessionOnServer,
  logout,
  refreshSession,
  watchAccountDeactivation,
} from '../../../src/data/session/session-actions';
import { SESSION_STORAGE_KEY, TOKEN_STORAGE_KEY, useSession } from '../../../src/data/session/session-store';
import { sent, stubFetch } from '../helpers/fetch';
import { makeUser, signInAs } from '../helpers/session';

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };

describe('session store', () => {
  it('persists the session and keeps the token under the `token` key too', () => {
    const user = signInAs('school_admin', 'school-7');
    expect(stored().state).toMatchObject({
      token: 'token-school_admin',
      role: 'school_admin',
      schoolId: 'school-7',
      isAuthenticated: true,
      user,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-school_admin');
  });

  it('comes back from storage after a reload', async () => {
    signInAs('super_admin');
    const saved = localStorage.getItem(SESSION_STORAGE_KEY);
    useSession.setState({ user: null, token: null, role: null, isAuthenticated: false });
    localStorage.setItem(SESSION_STORAGE_KEY, saved ?? '');
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, role: 'super_admin', token: 'token-super_admin' });
  });

  it('defaults an unknown role to user and takes the school from the user', () => {
    useSession.getState().signIn({ token: 't', user: makeUser({ role: 'user', schoolId: 'school-3' }), role: 'teacher' });
    expect(useSession.getState()).toMatchObject({ role: 'user', schoolId: 'school-3' });
  });

  it('logout runs the registered hooks while still signed in, then clears everything', async () => {
    signInAs('school_admin', 'school-1');
    const seen: (string | null)[] = [];
    const off = onLogout(() => {
      seen.push(useSession.getState().token);
    });
    const failing = onLogout(() => Promise.reject(new Error('disk full')));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await logout();
    off();
    failing();
    expect(seen).toEqual(['token-school_admin']);
    expect(consoleError).toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ user: null, token: null, role: null, isAuthenticated: false });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(stored().state.token).toBeNull();
  });
});

describe('ending the session on the server at logout', () => {
  it('sends POST /auth/logout with the token, and logs out without waiting for the answer', async () => {
    signInAs('school_admin', 'school-1');
    const fetchMock = stubFetch();
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    await logout();
    expect(useSession.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const call = sent(fetchMock);
    expect(call.url).toMatch(/\/api\/auth\/logout$/);
    expect(call).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-school_admin' } });
  });

  it('logs out offline all the same', async () => {
    signInAs('school_admin', 'school-1');
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await logout();
    expect(useSession.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });

  it("a late 401 from the server does not touch a session signed in meanwhile", async () => {
    signInAs('school_admin', 'school-1');
    let answer!: (response: Response) => void;
    stubFetch().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const ending = endSessionOnServer(useSession.getState().token);
    useSession.getState().clear();
    signInAs('super_admin');
    answer(
      new Response(JSON.stringify({ message: 'Your session has ended. Please sign in again.' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await ending;
    expect(useSession.getState()).toMatchObject({ token: 'token-super_admin', sessionExpired: false });
  });
});

describe('refreshing the session from /auth/me (docs/architecture.md, "The session on the device")', () => {
  it('a 401 clears the session and the stored token, and says it expired', async () => {
    signInAs('school_admin', 'school-1');
    const outcome = await refreshSession(() =>
      Promise.reject(new ApiError('Please sign in to continue', { status: 401, statusText: 'Unauthorized' })),
    );
    expect(outcome).toBe('expired');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, token: null, sessionExpired: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a network error keeps the session', async () => {
    signInAs('school_admin', 'school-1');
    const outcome = await refreshSession(() => Promise.reject(new NetworkError()));
    expect(outcome).toBe('unreachable');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'token-school_admin' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-school_admin');
  });

  it('a 5xx keeps the session', async () => {
    signInAs('school_admin', 'school-1');
    const outcome = await refreshSession(() =>
      Promise.reject(new ApiError('Something went wrong', { status: 503, statusText: 'Service Unavailable' })),
    );
    expect(outcome).toBe('failed');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('a fresh user updates the role and school granted meanwhile', async () => {
    signInAs('user', null);
    await refreshSession(() => Promise.resolve(makeUser({ role: 'school_admin', schoolId: 'school-9' })));
    expect(useSession.getState()).toMatchObject({ role: 'school_admin', schoolId: 'school-9', isAuthenticated: true });
  });

  it('does nothing without a token', async () => {
    const fetchUser = vi.fn(() => Promise.resolve(makeUser()));
    expect(await refreshSession(fetchUser)).toBe('signed-out');
    expect(fetchUser).not.toHaveBeenCalled();
  });
});

describe('a deactivated account (docs/architecture.md, "The session on the device")', () => {
  const deactivated = () =>
    new ApiError('This account has been deactivated. Ask your administrator.', {
      status: 401,
      statusText: 'Unauthorized',
      errorType: 'account_deactivated',
    });

  it('/auth/me refusing it notes the deactivation, which the watch turns into forgetting the device', async () => {
    signInAs('school_admin', 'school-1');
    const wiped = vi.fn(() => {
      expect(useSession.getState().token).toBe('token-school_admin');
    });
    const off = onLogout(wiped);
    const stop = watchAccountDeactivation();
    try {
      expect(await refreshSession(() => Promise.reject(deactivated()))).toBe('deactivated');
      await vi.waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
      expect(wiped).toHaveBeenCalledOnce();
      expect(useSession.getState()).toMatchObject({ token: null, accountDeactivated: true });
      expect(stored().state.accountDeactivated).toBe(true);
    } finally {
      stop();
      off();
    }
  });

  it('a deactivation noted before a reload is acted on when the watch starts; signing in again clears it', async () => {
    signInAs('school_admin', 'school-1');
    useSession.getState().markExpired('deactivated');
    const wiped = vi.fn();
    const off = onLogout(wiped);
    const stop = watchAccountDeactivation();
    try {
      await vi.waitFor(() => expect(wiped).toHaveBeenCalledOnce());
      await vi.waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
      signInAs('school_admin', 'school-1');
      expect(useSession.getState().accountDeactivated).toBe(false);
    } finally {
      stop();
      off();
    }
  });

  it('an expired session keeps the device as it is: no logout hook runs', async () => {
    signInAs('school_admin', 'school-1');
    const wiped = vi.fn();
    const off = onLogout(wiped);
    const stop = watchAccountDeactivation();
    try {
      useSession.getState().markExpired('expired');
      expect(useSession.getState()).toMatchObject({ isAuthenticated: true, sessionExpired: true, accountDeactivated: false });
      expect(wiped).not.toHaveBeenCalled();
    } finally {
      stop();
      off();
    }
  });
});
