import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';

vi.mock('../../../src/features/users/users-page', () => ({
  UsersPage: () => {
    throw new Error('Cannot read the users');
  },
}));

describe('render errors', () => {
  it("show 'Unexpected Application Error!' inside the layout", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs('super_admin');
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Cannot read the users')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});
