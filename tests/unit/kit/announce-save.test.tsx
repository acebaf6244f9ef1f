/** Where a saved change is, told truthfully: accepted only once the server said so. */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenAnswered } from '../../../src/data/outbox/server-answer';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { announceSaved } from '../../../src/kit/announce-save';
import { SAVED_ON_DEVICE, SAVED_ON_DEVICE_SENDING } from '../../../src/kit/list-texts';
import { AppToasts } from '../../../src/ui/app-toasts';
import { signInAs } from '../helpers/session';

vi.mock('../../../src/data/outbox/server-answer', () => ({ whenAnswered: vi.fn() }));

const RECORD_ID = '019cbccb-d180-7000-966c-4776e3bfc272';
const ADDED = 'Teacher added successfully!';

beforeEach(() => {
  signInAs('school_admin');
  useSyncStatus.setState({ online: true });
  vi.mocked(whenAnswered).mockReset();
  render(<AppToasts />);
});
afterEach(() => vi.useRealTimers());

describe('announceSaved', () => {
  it('says the success words once the server accepted the change', async () => {
    vi.mocked(whenAnswered).mockResolvedValueOnce({ kind: 'accepted' });
    await announceSaved(ADDED, RECORD_ID);
    expect(await screen.findByText(ADDED)).toBeTruthy();
    expect(vi.mocked(whenAnswered).mock.calls[0]?.[0]).toBe(RECORD_ID);
  });

  it("says the server's message, and no success, when the server refused it", async () => {
    const taken = 'This Teacher ID is already used in this school';
    vi.mocked(whenAnswered).mockResolvedValueOnce({ kind: 'refused', message: taken, fieldErrors: {} });
    await announceSaved(ADDED, RECORD_ID);
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.queryByText(ADDED)).toBeNull();
  });

  it('online with the change still on the device (no server yet), says so', async () => {
    vi.mocked(whenAnswered).mockResolvedValueOnce({ kind: 'waiting' });
    await announceSaved(ADDED, RECORD_ID);
    expect(await screen.findByText(SAVED_ON_DEVICE_SENDING)).toBeTruthy();
    expect(screen.queryByText(ADDED)).toBeNull();
  });

  it('does not keep the person waiting for a slow answer: after 5 s the change is said to be on the device', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.mocked(whenAnswered).mockImplementationOnce(
      (_id, until) =>
        new Promise((resolve) => until.addEventListener('abort', () => resolve({ kind: 'waiting' }))),
    );
    const told = announceSaved(ADDED, RECORD_ID);
    await vi.advanceTimersByTimeAsync(4900);
    expect(screen.queryByText(SAVED_ON_DEVICE_SENDING)).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    await told;
    vi.useRealTimers();
    expect(await screen.findByText(SAVED_ON_DEVICE_SENDING)).toBeTruthy();
  });

  it('offline, says the change waits on this device without asking the server', async () => {
    useSyncStatus.setState({ online: false });
    await announceSaved(ADDED, RECORD_ID);
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeTruthy();
    expect(whenAnswered).not.toHaveBeenCalled();
  });

  it('says nothing of a change the person discarded meanwhile, or after a sign-out', async () => {
    vi.mocked(whenAnswered).mockResolvedValueOnce({ kind: 'dropped' });
    await announceSaved(ADDED, RECORD_ID);
    vi.mocked(whenAnswered).mockImplementationOnce(async () => {
      signInAs('super_admin', null, { _id: '019cbccb-d180-7000-966c-4776e3bfc273' });
      return { kind: 'accepted' };
    });
    await announceSaved(ADDED, RECORD_ID);
    // A toast said now would show within a tick; the info toast below comes after both.
    useSyncStatus.setState({ online: false });
    await announceSaved(ADDED, RECORD_ID);
    await screen.findByText(SAVED_ON_DEVICE);
    expect(screen.queryByText(ADDED)).toBeNull();
    expect(screen.queryByText(SAVED_ON_DEVICE_SENDING)).toBeNull();
  });
});
