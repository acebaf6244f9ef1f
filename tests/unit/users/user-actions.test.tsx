/** Deactivate on the users list: the server's refusal (the last super administrator) is said, not a success. */
import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { whenAnswered } from '../../../src/data/outbox/server-answer';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { USER_MESSAGES } from '../../../src/domain/users/user-account';
import { useUserActions } from '../../../src/features/users/user-actions';
import type { UserRecord } from '../../../src/features/users/user-record';
import { AppToasts } from '../../../src/ui/app-toasts';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest } from '../schools/fixtures';

vi.mock('../../../src/data/outbox/server-answer', () => ({ whenAnswered: vi.fn() }));

cleanDeviceEachTest();

const ADMIN = {
  _id: '019cbccb-d180-7000-966c-4776e3bfc271',
  name: 'Second Admin',
  email: 'second@example.in',
  role: 'super_admin',
  isVerified: true,
  schoolId: null,
  school_name: null,
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
} as UserRecord;

beforeEach(async () => {
  await db.users.put(ADMIN);
  signInAs('super_admin');
  useSyncStatus.setState({ online: true });
});

async function deactivate() {
  render(<AppToasts />);
  const { result } = renderHook(() => useUserActions());
  act(() => result.current.ask(ADMIN));
  await act(() => result.current.confirm());
}

describe('Deactivate', () => {
  it("says the server's refusal instead of a success", async () => {
    vi.mocked(whenAnswered).mockResolvedValueOnce({
      kind: 'refused',
      message: USER_MESSAGES.lastSuperAdmin,
      fieldErrors: {},
    });
    await deactivate();
    expect(await screen.findByText(USER_MESSAGES.lastSuperAdmin)).toBeTruthy();
    expect(screen.queryByText('User deactivated')).toBeNull();
  });

  it('says it once the server accepted it', async () => {
    vi.mocked(whenAnswered).mockResolvedValueOnce({ kind: 'accepted' });
    await deactivate();
    expect(await screen.findByText('User deactivated')).toBeTruthy();
    expect((await db.outbox.toArray()).map((row) => row.request.body)).toEqual([{ status: 'inactive' }]);
  });
});
