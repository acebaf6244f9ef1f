import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { SCREEN_TITLES } from '../../support/screen-titles';

const SCREENS = SCREEN_TITLES('s1');

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
