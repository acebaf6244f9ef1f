import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../src/data/session/session-store';
import { deferred, jsonResponse, sent, signInAnswer, stubFetch } from '../helpers/fetch';
import { makeUser } from '../helpers/session';
import { renderApp } from '../helpers/render-app';

// Toasts are alerts too: the red box is the alert inside the page.
const errorBox = () => within(screen.getByRole('main')).findByRole('alert');
const queryErrorBox = () => within(screen.getByRole('main')).queryByRole('alert');

const superAdmin = makeUser({ role: 'super_admin', name: 'Meera Iyer', email: 'admin@shala.demo' });

async function fillPasswordForm(user: ReturnType<typeof renderApp>['user'], email = 'admin@shala.demo') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Shala@2026');
}

describe('sign-in page', () => {
  it('has labelled required fields, remember me, the reset link and the demo hint', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveProperty('type', 'email');
    expect(email).toHaveProperty('required', true);
    expect(email).toHaveProperty('name', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveProperty('type', 'password');
    expect(password).toHaveProperty('required', true);
    expect(password).toHaveProperty('name', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty(
      'name',
      'extended_token_expiry',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
    const hint = screen.getByRole('complementary', { name: 'Demo credentials' });
    expect(hint.textContent).toContain('admin@shala.demo');
    expect(hint.textContent).toContain('school@shala.demo');
    expect(hint.textContent).toContain('Shala@2026');
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveProperty('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveProperty('type', 'password');
  });

  it('shows the schema messages and sends nothing when fields are empty', async () => {
    const fetchMock = stubFetch();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends extended_token_expiry only when Remember me is ticked', async () => {
    const fetchMock = stubFetch().mockResolvedValue(
      jsonResponse({ message: 'Invalid email or password' }, 401),
    );
    const { user } = renderApp('/login');
    await fillPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await errorBox();
    expect(sent(fetchMock, 0).body).toEqual({ email: 'admin@shala.demo', password: 'Shala@2026' });

    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(fetchMock, 1).body).toEqual({
      email: 'admin@shala.demo',
      password: 'Shala@2026',
      extended_token_expiry: true,
    });
    // The second answer handled here (the button free again), not during the next test.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false),
    );
  });

  it("shows the server's message in the red box and a toast; editing a field clears the box", async () => {
    stubFetch().mockResolvedValue(
      jsonResponse({ message: 'Invalid email or password', errorType: 'unauthorized' }, 401),
    );
    const { user } = renderApp('/login');
    await fillPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const box = await errorBox();
    expect(box.textContent).toBe('Invalid email or password');
    expect(await screen.findAllByText('Invalid email or password')).toHaveLength(2); // box + toast

    await user.type(screen.getByLabelText('Password'), 'x');
    expect(queryErrorBox()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await errorBox();
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(queryErrorBox()).toBeNull();
  });

  it('disables the button and shows a spinner while signing in, then welcomes and goes to the dashboard', async () => {
    const answer = deferred<Response>();
    stubFetch().mockReturnValueOnce(answer.promise);
    const { user, router } = renderApp('/login');
    await fillPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveProperty('disabled', true);
    expect(within(button).getByTestId('spinner')).toBeTruthy();

    answer.resolve(jsonResponse(signInAnswer({ ...superAdmin })));
    expect(await screen.findByText('Login successful. Welcome back!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useSession.getState().token).toBe('jwt-token');
  });

  it('welcomes a first sign-in, without "back"', async () => {
    stubFetch().mockResolvedValueOnce(jsonResponse(signInAnswer({ ...superAdmin }, { first_sign_in: true })));
    const { user } = renderApp('/login');
    await fillPasswordForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful. Welcome!')).toBeTruthy();
    expect(screen.queryByText('Login successful. Welcome back!')).toBeNull();
  });

  it('sends a school administrator to their school, and shows no welcome toast without a name', async () => {
    const schoolAdmin = makeUser({ role: 'school_admin', schoolId: 'school-5', name: null });
    stubFetch().mockResolvedValueOnce(jsonResponse(signInAnswer({ ...schoolAdmin })));
    const { user, router } = renderApp('/login');
    await fillPasswordForm(user, 'school@shala.demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schools/school-5'));
    expect(screen.queryByText('Login successful. Welcome back!')).toBeNull();
  });
});

describe('sign-in with a one-time code', () => {
  it('sends a code, signs in with it, can resend, and clears the error on edit', async () => {
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'A code has been sent to your email' }))
      .mockResolvedValueOnce(jsonResponse({ message: 'Invalid or expired code' }, 401, 'Unauthorized'))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'A new code has been sent' }))
      .mockResolvedValueOnce(jsonResponse(signInAnswer({ ...superAdmin })));
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Sign in with a one-time code' }));

    await user.type(await screen.findByLabelText('Email'), ' admin@shala.demo ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A code has been sent to your email');
    expect(sent(fetchMock, 0)).toMatchObject({
      url: '/api/auth/send-otp?source=login',
      body: { email: 'admin@shala.demo' },
    });

    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await errorBox()).textContent).toBe('Invalid or expired code');
    expect(sent(fetchMock, 1).body).toEqual({ email: 'admin@shala.demo', otp: '000000' });
    await user.clear(screen.getByLabelText('Code'));
    expect(queryErrorBox()).toBeNull();
    await user.type(screen.getByLabelText('Code'), '12');

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A new code has been sent');
    expect(sent(fetchMock, 2).url).toBe('/api/auth/send-otp?source=login');
    expect(screen.getByLabelText('Code')).toHaveProperty('value', '');

    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent(fetchMock, 3).body).toEqual({ email: 'admin@shala.demo', otp: '123456' });
  });

  it('refuses a code that is not 6 digits', async () => {
    const fetchMock = stubFetch().mockResolvedValueOnce(jsonResponse({ success: true }));
    const { user } = renderApp('/login?flow=code');
    await user.type(await screen.findByLabelText('Email'), 'admin@shala.demo');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If admin@shala.demo has an account, a 6-digit code is on its way to it.',
    );
    await user.type(screen.getByLabelText('Code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the 6-digit code from the e-mail')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal when no code can be sent", async () => {
    stubFetch().mockResolvedValueOnce(
      jsonResponse(
        { message: 'Too many attempts. Please wait a few minutes and try again.' },
        429,
        'Too Many Requests',
      ),
    );
    const { user } = renderApp('/login?flow=code');
    await user.type(await screen.findByLabelText('Email'), 'nobody@shala.demo');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await errorBox()).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('forgot your password', () => {
  it('e-mail, code and a new password lead back to sign-in with a success message', async () => {
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'Code sent' }))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: 'Password has been reset' }));
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'school@shala.demo');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));

    // The e-mail typed on the sign-in form comes along.
    expect(await screen.findByLabelText('Email')).toHaveProperty('value', 'school@shala.demo');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code');
    expect(sent(fetchMock, 0).url).toBe('/api/auth/send-otp?source=reset');

    await user.type(screen.getByLabelText('Code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), '-but-long-now');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Password has been reset');
    expect(sent(fetchMock, 1)).toMatchObject({
      url: '/api/auth/reset-password',
      body: { email: 'school@shala.demo', otp: '654321', password: 'short-but-long-now' },
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'school@shala.demo');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('after the server refused the session', () => {
  it('the sign-in page says the session expired', async () => {
    useSession.getState().clear({ expired: true });
    renderApp('/schools/s1');
    const notice = await screen.findByText('Your session has expired. Please sign in again.');
    expect(notice.getAttribute('role')).toBe('status');
  });

  it('the sign-in page says the account was deactivated, not that the session expired', async () => {
    useSession.getState().clear({ deactivated: true });
    renderApp('/schools/s1');
    await screen.findByText('This account has been deactivated. Ask your administrator.');
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  });
});
