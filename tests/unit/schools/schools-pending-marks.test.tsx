import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { makeRow } from '../data/factories';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest, freshScope, makeSchool } from './fixtures';

cleanDeviceEachTest();

describe('pending marks (docs/sync.md, "What the person sees")', { timeout: 20_000 }, () => {
  it('marks a row waiting to sync, and one that needs attention', async () => {
    const waiting = makeSchool({ school_name: 'Waiting School' });
    const failed = makeSchool({ school_name: 'Failed School' });
    const conflict = makeSchool({ school_name: 'Conflict School' });
    await db.outbox.bulkPut([
      makeRow({ targetId: waiting._id, status: 'sending' }),
      makeRow({ targetId: failed._id, status: 'failed' }),
      makeRow({ targetId: conflict._id, status: 'conflict' }),
    ]);
    await db
      .entity('schools')
      .bulkPut([waiting, failed, conflict, makeSchool({ school_name: 'Synced School' })]);
    await freshScope('global');
    signInAs('super_admin');
    renderApp('/schools');
    await screen.findByRole('table');
    const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
    await waitFor(() => expect(within(rowOf('Waiting School')).getByText('Waiting to sync')).toBeTruthy());
    expect(within(rowOf('Failed School')).getByText('Needs attention')).toBeTruthy();
    expect(within(rowOf('Conflict School')).getByText('Needs attention')).toBeTruthy();
    expect(rowOf('Synced School').querySelector('.schools-pending')).toBeNull();
  });
});
