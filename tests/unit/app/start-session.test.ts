import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../src/app/start-session';
import { useSession } from '../../../src/data/session/session-store';
import { jsonResponse, sent, stubFetch } from '../helpers/fetch';
import { makeUser, signInAs } from '../helpers/session';

describe('start-up', () => {
  it('refreshes the signed-in user from /auth/me in the background', async () => {
    signInAs('user', null);
    const fetchMock = stubFetch().mockResolvedValueOnce(
      jsonResponse({
        success: true,
        data: makeUser({ role: 'school_admin', schoolId: 's8', name: 'Fresh' }),
      }),
    );
    const stop = startSession();
    await waitFor(() => expect(useSession.getState().schoolId).toBe('s8'));
    stop();
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/auth/me',
      headers: { Authorization: 'Bearer token-user' },
    });
    expect(useSession.getState().user?.name).toBe('Fresh');
  });

  it('a 401 from /auth/me signs the person out', async () => {
    signInAs('school_admin', 's1');
    stubFetch().mockResolvedValueOnce(
      jsonResponse({ message: 'Please sign in to continue' }, 401, 'Unauthorized'),
    );
    const stop = startSession();
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
    stop();
    expect(useSession.getState().sessionExpired).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offline, the session stays', async () => {
    signInAs('school_admin', 's1');
    const fetchMock = stubFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const stop = startSession();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    stop();
    await Promise.resolve();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'token-school_admin' });
  });

  it('without a token, asks nothing', () => {
    const fetchMock = stubFetch();
    startSession()();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('follows a logout made in another tab', async () => {
    signInAs('super_admin');
    const stop = startSession();
    localStorage.setItem(
      'shala.session',
      JSON.stringify({
        state: { user: null, token: null, role: null, schoolId: null, isAuthenticated: false },
        version: 0,
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'shala.session' }));
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
    stop();
  });
});
