/** A part whose download fails says so (or, quiet, waits to be online again); the page around it stays. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedWhenShown } from '../../../src/ui/loaded-when-shown';

function Lesson({ title }: { title: string }) {
  return <p>{title}</p>;
}

/** A download that fails the first time (the link dropped) and works the next. */
function failingOnce() {
  return vi
    .fn<() => Promise<typeof Lesson>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(Lesson);
}

describe('a part loaded when shown', () => {
  // React reports the error it caught; the screen is what these tests look at.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says the download failed, keeps the page, and loads on Try Again', async () => {
    const load = failingOnce();
    const Part = loadedWhenShown(load);
    render(
      <main>
        <h1>Student Management</h1>
        <Part title="Chapter 1" />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Cannot reach the server. Check the connection and try again.'),
    );
    expect(screen.getByRole('heading', { name: 'Student Management' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Chapter 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('quiet: shows nothing when the download fails, and tries again once online', async () => {
    const load = failingOnce();
    const Part = loadedWhenShown(load, { quiet: true });
    render(
      <main>
        <h1>Dashboard</h1>
        <Part title="App ready to work offline" />
      </main>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();

    // Back online (again, until the failure has been drawn and listens for it): the part loads.
    await vi.waitFor(
      () => {
        act(() => {
          window.dispatchEvent(new Event('online'));
        });
        expect(screen.getByText('App ready to work offline')).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
