import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { countRows } from '../../../src/data/outbox/use-outbox';
import { useUploadProgress } from '../../../src/data/uploads/upload-progress-store';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import { PendingChangesPanel } from '../../../src/features/sync/pending-changes-panel';
import { SyncStatusButton } from '../../../src/features/sync/sync-status-button';
import { syncStatusText } from '../../../src/features/sync/sync-status-text';
import { UPLOAD_MESSAGES } from '../../../src/domain/uploads/upload-rules';
import { makeRow } from '../data/factories';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeUpload } from './upload-factories';

cleanDeviceEachTest();

describe('files waiting, in the header', () => {
  it('count with the changes: waiting, and refused as needing attention', () => {
    const counts = countRows(
      [makeRow()],
      [makeUpload(), makeUpload({ status: 'sending' }), makeUpload({ status: 'failed' })],
    );
    expect(counts).toMatchObject({ waiting: 2, sending: 1, failed: 1, total: 4, attention: 1 });
    expect(syncStatusText(countRows([], [makeUpload()]), false, false).text).toBe(
      'Offline · 1 change waiting',
    );
  });

  it('show in the sync status', async () => {
    useSyncStatus.setState({ online: false, sending: false, pulling: 0 });
    await db.uploads.add(makeUpload());
    await db.outbox.add(makeRow());
    render(<SyncStatusButton />);
    expect(await screen.findByText('Offline · 2 changes waiting')).toBeTruthy();
  });

  it('say “Syncing” while a file is on its way', async () => {
    useSyncStatus.setState({ online: true, sending: false, pulling: 0 });
    await db.uploads.add(makeUpload({ status: 'sending' }));
    render(<SyncStatusButton />);
    expect(await screen.findByText('Syncing 1 change…')).toBeTruthy();
  });
});

describe('files waiting, in the pending panel', () => {
  it('are listed first, with their real progress, and the changes naming them say they wait', async () => {
    const file = makeUpload({ filename: 'lesson.mp4', size: 2000, status: 'sending' });
    await db.uploads.add(file);
    await db.outbox.add(
      makeRow({ operation: 'create', dependsOn: [file.id], label: 'Create content Fractions' }),
    );
    render(<PendingChangesPanel onClose={() => undefined} />);
    const panel = screen.getByRole('dialog', { name: 'Pending changes' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Upload video lesson.mp4');
    expect(items[1]!.textContent).toContain('Create content Fractions');
    expect(items[1]!.textContent).toContain('Waits for its file to finish uploading');

    act(() => useUploadProgress.getState().report(file.id, 500));
    expect(await within(items[0]!).findByText('Uploading… 25%')).toBeTruthy();
    expect(within(items[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('show a refused file’s message, and Discard drops it', async () => {
    const file = makeUpload({ status: 'failed', lastError: UPLOAD_MESSAGES.videoType });
    await db.uploads.add(file);
    render(<PendingChangesPanel onClose={() => undefined} />);
    const panel = screen.getByRole('dialog', { name: 'Pending changes' });
    expect((await within(panel).findByRole('alert')).textContent).toBe(UPLOAD_MESSAGES.videoType);
    await userEvent.click(within(panel).getByRole('button', { name: 'Discard' }));
    expect(await within(panel).findByText('All changes are saved on the server.')).toBeTruthy();
    expect(await db.uploads.count()).toBe(0);
  });
});
