import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';

const SCREENS = [
  ['/dashboard', 'Dashboard'],
  ['/schools', 'Schools'],
  ['/schools/s1', 'School Details'],
  ['/schools/s1/students', 'Students'],
  ['/schools/s1/teachers', 'Teachers'],
  ['/schools/s1/classes', 'Classes'],
  ['/schools/s1/subjects', 'Subjects'],
  ['/schools/s1/books', 'Books'],
  ['/devices', 'VR Devices'],
  ['/devices/d1', 'VR Device Details'],
  ['/devices/d1/edit', 'Edit VR Device'],
  ['/users', 'Users'],
  ['/content', 'Content'],
  ['/content/c1', 'Content Details'],
  ['/settings', 'Settings'],
] as const;

describe('each screen has its own tab title (issue: every route had the same one)', () => {
  it('no two screens share a title', () => {
    expect(new Set(SCREENS.map(([, title]) => title)).size).toBe(SCREENS.length);
  });

  it.each(SCREENS)('%s is "%s · Shala Admin"', async (path, title) => {
    document.title = 'Shala Admin';
    signInAs('super_admin');
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${title} · Shala Admin`));
  });

  it('the sign-in page, and the title follows the person to the next screen', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Sign in · Shala Admin'));
    act(() => void signInAs('super_admin')); // signed in: the sign-in page sends them on to the dashboard
    await waitFor(() => expect(document.title).toBe('Dashboard · Shala Admin'));
  });
});
