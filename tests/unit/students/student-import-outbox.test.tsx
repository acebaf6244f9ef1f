import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import { classifyAnswer } from '../../../src/data/outbox/classify-answer';
import { drainOutbox } from '../../../src/data/outbox/drain-outbox';
import { nextSendable } from '../../../src/data/outbox/outbox-queue';
import { importStudents } from '../../../src/features/students/import-students';
import { editStudent } from '../../../src/features/students/save-student';
import { drainDeps, fakeSend, USER_A } from '../data/factories';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { openStudents, SCHOOL_ID, seedSchool } from './fixtures';

cleanDeviceEachTest();

async function importTwo() {
  const { classes } = await seedSchool();
  const rows = ['Sita Pawar', 'Gita Shinde'].map((student_name, i) => ({
    student_name,
    email: `p${i}@school.in`,
    roll_number: `5A4${i}`,
    class_id: classes[2]!._id,
    status: true,
  }));
  await importStudents(USER_A, SCHOOL_ID, rows);
  const [row] = await db.outbox.toArray();
  const ids = (row!.request.body!.students as Array<{ _id: string }>).map((s) => s._id);
  return { row: row!, ids };
}

describe('a bulk import in the outbox', { timeout: 20_000 }, () => {
  it("is one row naming every record; the server's answer becomes each record's base", async () => {
    const { row, ids } = await importTwo();
    expect(row.targetIds).toEqual(ids);
    const stored = (await db.students.bulkGet(ids)).map((s) => ({ ...s!, version: 1 }));
    const answer = classifyAnswer(201, { success: true, created: 2, data: stored });
    const { send, calls } = fakeSend(() => answer);
    await drainOutbox(drainDeps(db, send));
    expect(calls.map((call) => call.row.request.path)).toEqual(['/students/bulk']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.students.bulkGet(ids)).toEqual([
      expect.objectContaining({ student_name: 'Sita Pawar', version: 1 }),
      expect.objectContaining({ student_name: 'Gita Shinde', version: 1 }),
    ]);
  });

  it('holds back an edit of an imported student until the import is through', async () => {
    const { row, ids } = await importTwo();
    const sita = (await db.students.get(ids[0]!))!;
    await editStudent(USER_A, sita, {
      student_name: 'Sita Pawar',
      email: 'sita.new@school.in',
      roll_number: '5A40',
      class: sita.class_id,
      status: 'active',
    });
    expect(nextSendable(await db.outbox.orderBy('id').toArray(), USER_A)?.id).toBe(row.id);
    await db.outbox.update(row.id, { status: 'failed' });
    expect(nextSendable(await db.outbox.orderBy('id').toArray(), USER_A)).toBeUndefined();
  });

  it('when refused, says so above the list, names the rows, and can be removed whole', async () => {
    const { row, ids } = await importTwo();
    await db.outbox.update(row.id, {
      status: 'failed',
      lastError: 'Some rows repeat each other or records that already exist. Please check the rows named.',
      fieldErrors: { 'rows.1.roll_number': 'This roll number is already used in this class' },
    });
    const { user } = await openStudents();
    const notice = await screen.findByText(/Import 2 students: not accepted by the server/);
    const box = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText('Gita Shinde: This roll number is already used in this class')).toBeTruthy();
    const sitaRow = screen.getByText('Sita Pawar').closest('tr')!;
    expect(within(sitaRow).getByText('Needs attention')).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Remove these students' }));
    await waitFor(() => expect(screen.queryByText('Sita Pawar')).toBeNull());
    expect(await db.students.bulkGet(ids)).toEqual([undefined, undefined]);
    expect(await db.outbox.count()).toBe(0);
  });
});
