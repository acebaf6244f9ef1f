import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../src/data/session/session-store';
import { jsonResponse, signInAnswer, stubFetch } from '../helpers/fetch';
import { renderApp } from '../helpers/render-app';
import { makeUser, signInAs } from '../helpers/session';

async function landsOn(path: string, expected: string) {
  const view = renderApp(path);
  await waitFor(() => expect(view.router.state.location.pathname).toBe(expected));
  return view;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route guards without a session', () => {
  it.each([
    '/',
    '/dashboard',
    '/schools',
    '/schools/s1',
    '/schools/s1/students',
    '/devices/d1/edit',
    '/settings',
  ])('%s goes to /login', async (path) => {
    await landsOn(path, '/login');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('after signing in, goes back to the page that was asked for', async () => {
    stubFetch().mockResolvedValueOnce(
      jsonResponse(signInAnswer({ ...makeUser({ role: 'school_admin', schoolId: 's1' }) })),
    );
    const { user, router } = await landsOn('/schools/s1/teachers', '/login');
    await user.type(await screen.findByLabelText('Email'), 'school@shala.demo');
    await user.type(screen.getByLabelText('Password'), 'Shala@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schools/s1/teachers'));
    expect(await heading('Teacher Management')).toBeTruthy();
  });
});

describe('route guards for a super administrator', () => {
  it('/ goes to /dashboard', async () => {
    signInAs('super_admin');
    await landsOn('/', '/dashboard');
    expect(await heading('Dashboard')).toBeTruthy();
  });

  it('/login goes to /dashboard', async () => {
    signInAs('super_admin', 's1');
    await landsOn('/login', '/dashboard');
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/schools', 'School Management'],
    ['/schools/s1', 'School Details'],
    ['/devices', 'VR Device Management'],
    ['/devices/d1', 'VR Device Details'],
    ['/devices/d1/edit', 'Edit VR Device'],
    ['/users', 'User Management'],
    ['/content', 'Content Management'],
    ['/content/c1', 'Content Details'],
    ['/settings', 'Settings'],
  ])('opens %s', async (path, title) => {
    signInAs('super_admin');
    await landsOn(path, path);
    expect(await heading(title)).toBeTruthy();
  });

  it('an unknown path goes to /schools', async () => {
    signInAs('super_admin');
    await landsOn('/no/such/page', '/schools');
    expect(await heading('School Management')).toBeTruthy();
  });
});

describe('route guards for a school administrator', () => {
  it('/ goes to their school', async () => {
    signInAs('school_admin', 's1');
    await landsOn('/', '/schools/s1');
    expect(await heading('School Details')).toBeTruthy();
  });

  it('/login goes to their school', async () => {
    signInAs('school_admin', 's1');
    await landsOn('/login', '/schools/s1');
  });

  it.each([
    '/dashboard',
    '/schools',
    '/devices',
    '/devices/d1',
    '/devices/d1/edit',
    '/users',
    '/content',
    '/content/c1',
    '/settings',
  ])('super_admin-only %s goes to /schools/{schoolId}', async (path) => {
    signInAs('school_admin', 's1');
    await landsOn(path, '/schools/s1');
  });

  it.each(['/schools/s2', '/schools/s2/students', '/schools/s2/books'])(
    "another school's page %s goes back to /schools/{schoolId}",
    async (path) => {
      signInAs('school_admin', 's1');
      await landsOn(path, '/schools/s1');
    },
  );

  it('an unknown path ends at their school', async () => {
    signInAs('school_admin', 's1');
    await landsOn('/nowhere', '/schools/s1');
  });

  it.each([
    ['students', 'Students', 'Student Management'],
    ['teachers', 'Teachers', 'Teacher Management'],
    ['classes', 'Classes', 'Class Management'],
    ['subjects', 'Subjects', 'Subject Management'],
    ['books', 'Books', 'Book Management'],
  ])('the %s sub-page has breadcrumbs and a back button', async (segment, crumb, title) => {
    signInAs('school_admin', 's1');
    await landsOn(`/schools/s1/${segment}`, `/schools/s1/${segment}`);
    expect(await heading(title)).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toBe(`Schools>School Details>${crumb}`);
    expect(screen.getByRole('link', { name: 'School Details' }).getAttribute('href')).toBe('/schools/s1');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/schools/s1');
  });
});

describe('a signed-up user without a school or admin role (docs/architecture.md, "The session on the device")', () => {
  it('sees the waiting page at / instead of a redirect loop, and can log out', async () => {
    signInAs('user', null);
    const { user, router } = renderApp('/');
    expect(
      await screen.findByText('Your account is waiting for an administrator to grant access.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it.each(['/dashboard', '/login', '/settings'])('%s leads to the waiting page', async (path) => {
    signInAs('user', null);
    await landsOn(path, '/');
    expect(await screen.findByRole('heading', { name: 'Waiting for access' })).toBeTruthy();
  });

  it("'Check again' moves on once a school has been granted", async () => {
    signInAs('user', null);
    stubFetch().mockResolvedValueOnce(
      jsonResponse({ success: true, data: makeUser({ role: 'school_admin', schoolId: 's4' }) }),
    );
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schools/s4'));
  });

  it('a user attached to a school goes to it', async () => {
    signInAs('user', 's2');
    await landsOn('/', '/schools/s2');
  });
});

describe('an expired session (the server refused the token on some call)', () => {
  it('keeps the person in, shows a banner, and lets /login open', async () => {
    signInAs('school_admin', 's1');
    useSession.getState().markExpired();
    const { user, router } = renderApp('/schools/s1');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});
