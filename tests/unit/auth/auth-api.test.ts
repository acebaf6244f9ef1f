import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMutation } from '../../../src/data/api/use-mutation';
import { useSession } from '../../../src/data/session/session-store';
import { AUTH_DEFAULT_ERRORS } from '../../../src/features/auth/api/auth-answers';
import { getCurrentUser } from '../../../src/features/auth/api/get-current-user';
import { loginWithCode } from '../../../src/features/auth/api/login-with-code';
import { loginWithPassword } from '../../../src/features/auth/api/login-with-password';
import { register } from '../../../src/features/auth/api/register';
import { resetPassword } from '../../../src/features/auth/api/reset-password';
import { sendCode } from '../../../src/features/auth/api/send-code';
import { updateProfile } from '../../../src/features/auth/api/update-profile';
import { jsonResponse, sent, signInAnswer, stubFetch } from '../helpers/fetch';
import { makeUser, signInAs } from '../helpers/session';

const admin = makeUser({ role: 'super_admin', name: 'Meera' });

describe('auth operations', () => {
  it('password sign-in sends extended_token_expiry only when ticked and starts the session', async () => {
    const fetchMock = stubFetch().mockImplementation(() =>
      Promise.resolve(jsonResponse(signInAnswer({ ...admin }))),
    );
    await loginWithPassword({
      email: 'admin@shala.demo',
      password: 'Shala@2026',
      extended_token_expiry: false,
    });
    expect(sent(fetchMock, 0)).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'admin@shala.demo', password: 'Shala@2026' },
    });
    expect(sent(fetchMock, 0).body).not.toHaveProperty('extended_token_expiry');
    await loginWithPassword({
      email: 'admin@shala.demo',
      password: 'Shala@2026',
      extended_token_expiry: true,
    });
    expect(sent(fetchMock, 1).body).toEqual({
      email: 'admin@shala.demo',
      password: 'Shala@2026',
      extended_token_expiry: true,
    });
    expect(useSession.getState()).toMatchObject({
      token: 'jwt-token',
      role: 'super_admin',
      isAuthenticated: true,
    });
  });

  it('code sign-in sends the code as a 6-digit string and reads an enveloped answer', async () => {
    const user = makeUser({ role: 'school_admin', schoolId: 'school-2' });
    const fetchMock = stubFetch().mockResolvedValueOnce(
      jsonResponse({ success: true, data: { token: 'code-jwt', user } }),
    );
    await loginWithCode({ email: 'asha@shala.demo', otp: '012345', extended_token_expiry: false });
    expect(sent(fetchMock).body).toEqual({ email: 'asha@shala.demo', otp: '012345' });
    expect(useSession.getState()).toMatchObject({
      token: 'code-jwt',
      role: 'school_admin',
      schoolId: 'school-2',
    });
  });

  it('two-factor sign-in: the password step signs nobody in, the code step sends the challenge', async () => {
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(
        jsonResponse({ success: true, twoFactorRequired: true, challenge: 'c-1', message: 'Code sent' }),
      )
      .mockResolvedValueOnce(jsonResponse(signInAnswer({ ...admin })));
    const outcome = await loginWithPassword({
      email: 'admin@shala.demo',
      password: 'Shala@2026',
      extended_token_expiry: false,
    });
    expect(outcome).toEqual({ secondStep: { challenge: 'c-1', message: 'Code sent' } });
    expect(useSession.getState().isAuthenticated).toBe(false);
    await loginWithCode({
      email: 'admin@shala.demo',
      otp: '012345',
      challenge: 'c-1',
      extended_token_expiry: false,
    });
    expect(sent(fetchMock, 1).body).toEqual({ email: 'admin@shala.demo', otp: '012345', challenge: 'c-1' });
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it("rejects a token that is not a string: 'Invalid authentication token received'", async () => {
    stubFetch().mockResolvedValueOnce(jsonResponse({ token: 42, user: admin }));
    await expect(
      loginWithPassword({ email: 'a@b.co', password: 'x', extended_token_expiry: false }),
    ).rejects.toThrow('Invalid authentication token received');
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it("rejects a user that is not an object: 'Invalid user data received'", async () => {
    stubFetch().mockResolvedValueOnce(jsonResponse({ token: 'jwt', user: 'admin' }));
    await expect(
      loginWithPassword({ email: 'a@b.co', password: 'x', extended_token_expiry: false }),
    ).rejects.toThrow('Invalid user data received');
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it("registration gives back the server's message and signs nobody in", async () => {
    const message = 'Check your email: new@shala.demo will get a 6-digit code …';
    const fetchMock = stubFetch().mockResolvedValueOnce(
      jsonResponse({ success: true, message }, 202, 'Accepted'),
    );
    await expect(
      register({ email: 'new@shala.demo', password: 'long-enough', name: 'New Person' }),
    ).resolves.toBe(message);
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/auth/register',
      method: 'POST',
      body: { email: 'new@shala.demo', password: 'long-enough', name: 'New Person' },
    });
    expect(sent(fetchMock).headers.Authorization).toBeUndefined();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('sending a code names its purpose and gives back the server message', async () => {
    const fetchMock = stubFetch().mockResolvedValueOnce(
      jsonResponse({ success: true, message: 'Code sent' }),
    );
    await expect(sendCode({ email: 'asha@shala.demo', source: 'reset' })).resolves.toBe('Code sent');
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/auth/send-otp?source=reset',
      method: 'POST',
      body: { email: 'asha@shala.demo' },
    });
    expect(sent(fetchMock).headers.Authorization).toBeUndefined();
  });

  it('a password reset without a token in the answer does not sign in', async () => {
    stubFetch().mockResolvedValueOnce(jsonResponse({ success: true, message: 'Password updated' }));
    const outcome = await resetPassword({
      email: 'asha@shala.demo',
      otp: '123456',
      password: 'new-password',
    });
    expect(outcome).toEqual({ message: 'Password updated', signedIn: null });
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('reads the current user out of { success, data } and updates the profile in the session', async () => {
    signInAs('school_admin', 'school-1');
    // Another deployment spells the school id in snake_case.
    const fresh = {
      ...makeUser({ role: 'school_admin', name: 'Asha R.' }),
      schoolId: undefined,
      school_id: 'school-1',
    };
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(jsonResponse({ success: true, data: fresh }))
      .mockResolvedValueOnce(jsonResponse({ success: true, data: { ...fresh, name: 'Asha Rao' } }));
    const user = await getCurrentUser();
    expect(user).toMatchObject({ name: 'Asha R.', schoolId: 'school-1', role: 'school_admin' });
    expect(sent(fetchMock, 0).headers.Authorization).toBe('Bearer token-school_admin');

    await updateProfile({ name: 'Asha Rao' });
    expect(sent(fetchMock, 1)).toMatchObject({
      url: '/api/auth/profile',
      method: 'PUT',
      body: { name: 'Asha Rao' },
    });
    expect(useSession.getState().user?.name).toBe('Asha Rao');
  });
});

describe('default error texts', () => {
  it('uses the operation default when the failure has no message of its own', async () => {
    const { result } = renderHook(() =>
      useMutation(() => Promise.reject(new Error('')), AUTH_DEFAULT_ERRORS.login),
    );
    await act(async () => {
      await result.current.run(undefined);
    });
    expect(result.current.error).toBe('Login failed');
    expect(AUTH_DEFAULT_ERRORS).toMatchObject({
      login: 'Login failed',
      sendCode: 'Failed to send OTP',
      register: 'Registration failed',
      currentUser: 'Failed to get user data',
      updateProfile: 'Failed to update profile',
    });
  });
});
