import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuFor } from '../../../src/app/layout/menu-items';
import { onLogout } from '../../../src/data/session/logout-hooks';
import { useSession } from '../../../src/data/session/session-store';
import { NotificationBell } from '../../../src/ui/notification-bell';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

async function menuLinks() {
  const links = within(await menu()).getAllByRole('link');
  return links.map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('side menu by role', () => {
  it('a super administrator sees every entry', async () => {
    signInAs('super_admin');
    renderApp('/dashboard');
    expect(await menuLinks()).toEqual([
      ['Dashboard', '/dashboard'],
      ['School Management', '/schools'],
      ['Device Management', '/devices'],
      ['User Management', '/users'],
      ['Content Management', '/content'],
      ['Settings', '/settings'],
    ]);
  });

  it('a school administrator sees only School Management, leading to their school', async () => {
    signInAs('school_admin', 's1');
    renderApp('/schools/s1');
    expect(await menuLinks()).toEqual([['School Management', '/schools/s1']]);
  });

  it("with no role the menu shows only 'Loading...'", async () => {
    useSession.setState({ isAuthenticated: true, token: 't', role: null, schoolId: 's1' });
    renderApp('/schools/s1');
    const nav = await menu();
    expect(nav.textContent).toBe('Loading...');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('menuFor keeps school management for a plain user attached to a school', () => {
    expect(menuFor('user', 's2')).toEqual([{ label: 'School Management', to: '/schools/s2' }]);
    expect(menuFor('user', null)).toEqual([]);
  });
});

describe('header', () => {
  it("shows the brand, the bell without a badge, the user's name and their role's label", async () => {
    signInAs('school_admin', 's1', { name: 'Asha Rao' });
    renderApp('/schools/s1');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Shala Admin')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Notifications' }).textContent).toBe('');
    expect(within(header).getByText('Asha Rao')).toBeTruthy();
    expect(within(header).getByText('School Administrator')).toBeTruthy();
    expect(within(header).queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('opens the changes needing attention from the bell, and every pending change from the sync status', async () => {
    signInAs('super_admin', null, { name: 'Meera Kulkarni' });
    const { user } = renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Meera Kulkarni')).toBeTruthy();
    expect(within(header).getByText('Super Administrator')).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Notifications' }));
    const attention = await screen.findByRole('dialog', { name: 'Needs your attention' });
    expect(await within(attention).findByText('Nothing needs your attention')).toBeTruthy();
    await user.click(within(attention).getByRole('button', { name: 'Close' }));
    await user.click(within(header).getByTestId('sync-status'));
    const pending = await screen.findByRole('dialog', { name: 'Pending changes' });
    expect(within(pending).getByRole('button', { name: 'Send now' })).toBeTruthy();
  });

  it('gives a super administrator a settings button that opens /settings', async () => {
    signInAs('super_admin');
    const { user, router } = renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('Logout runs the logout hooks, ends the session and goes to /login', async () => {
    signInAs('super_admin');
    let wiped = false;
    const off = onLogout(() => {
      wiped = true;
    });
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    off();
    expect(wiped).toBe(true);
    expect(useSession.getState().token).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('the menu button opens and closes the side menu on narrow screens', async () => {
    signInAs('super_admin');
    const { user } = renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await menu()).classList.contains('side-menu--open')).toBe(true);
    await user.click(within(await menu()).getByRole('link', { name: 'User Management' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('notification bell', () => {
  it('shows a badge only when something needs attention', () => {
    render(<NotificationBell count={3} />);
    const bell = screen.getByRole('button', { name: 'Notifications: 3 need attention' });
    expect(bell.textContent).toBe('3');
  });
});
