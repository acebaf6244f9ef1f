import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { PendingChangesPanel } from '../../../src/features/sync/pending-changes-panel';
import { makeRow } from '../data/factories';
import { cleanDeviceEachTest } from '../schools/fixtures';

cleanDeviceEachTest();

// Local times, so the expected texts hold in any time zone the tests run in.
const MADE = new Date(2026, 10, 23, 0, 16, 48).getTime();
const RETRY = new Date(2026, 10, 23, 13, 5, 9).getTime();
const PIN_MESSAGE = 'Please enter a valid 6-digit PIN code';

async function openPanel(...rows: Parameters<typeof makeRow>[0][]) {
  await db.outbox.bulkAdd(rows.map((row) => makeRow(row)));
  render(<PendingChangesPanel onClose={() => undefined} />);
  const panel = screen.getByRole('dialog', { name: 'Pending changes' });
  await within(panel).findAllByRole('listitem');
  return panel;
}

describe('the pending-changes panel', () => {
  it("says the server's message once, even when it also names the field", async () => {
    const panel = await openPanel({
      status: 'failed',
      lastError: PIN_MESSAGE,
      fieldErrors: { pincode: PIN_MESSAGE, phone_number: 'Phone number is required' },
    });
    expect(within(panel).getAllByText(PIN_MESSAGE)).toHaveLength(1);
    expect(within(panel).getByText('Phone number is required')).toBeTruthy();
  });

  it('writes dates and times the Indian way (en-IN)', async () => {
    useSyncStatus.setState({ online: true, retryAt: RETRY });
    const panel = await openPanel({ createdAt: MADE, lastError: 'Cannot reach the server' });
    expect(within(panel).getByText('Made 23 Nov 2026, 12:16 am')).toBeTruthy();
    expect(
      within(panel).getByText('The server could not be reached. Trying again at 1:05:09 pm.'),
    ).toBeTruthy();
  });
});

describe("the bell's list of changes needing attention", () => {
  it('shows only the refused and conflicting changes, under its own heading', async () => {
    await db.outbox.bulkAdd([
      makeRow({ label: 'Edit school Waiting', status: 'waiting' }),
      makeRow({ label: 'Edit school Refused', status: 'failed', lastError: PIN_MESSAGE }),
      makeRow({ label: 'Edit school Clashing', status: 'conflict' }),
    ]);
    render(<PendingChangesPanel attentionOnly onClose={() => undefined} />);
    const panel = screen.getByRole('dialog', { name: 'Needs your attention' });
    await within(panel).findAllByRole('listitem');
    const labels = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.pending-item__label')?.textContent);
    expect(labels).toEqual(['Edit school Refused', 'Edit school Clashing']);
    expect(within(panel).getByText(PIN_MESSAGE)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('says so when nothing needs attention, even with changes waiting', async () => {
    await db.outbox.bulkAdd([makeRow({ status: 'waiting' })]);
    const refused = makeRow({ status: 'failed', lastError: PIN_MESSAGE });
    render(<PendingChangesPanel attentionOnly onClose={() => undefined} />);
    const panel = screen.getByRole('dialog', { name: 'Needs your attention' });
    await db.outbox.add(refused);
    // The list has been read: the refused change shows, the waiting one does not.
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(1);
    await db.outbox.delete(refused.id);
    expect(await within(panel).findByText('Nothing needs your attention')).toBeTruthy();
    expect(within(panel).queryByRole('listitem')).toBeNull();
  });
});
