import { describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import type { ClassFormOutput } from '../../../src/domain/classes/class-schema';
import type { ClassRecord } from '../../../src/features/classes/class-record';
import { DeleteRefused } from '../../../src/kit/delete-record-dialog';
import { addClass, deleteClass, editClass } from '../../../src/features/classes/save-class';
import { cleanDeviceEachTest } from '../schools/fixtures';
import { makeClass, makeStudent, SCHOOL_ID } from '../students/fixtures';

cleanDeviceEachTest();

const USER_ID = '0190a6e0-0000-7000-8000-000000000001';
const TEACHER_ID = '0190a6e0-0000-7000-8000-00000000b001';
const form: ClassFormOutput = {
  grade: 5,
  section: 'A',
  class_teacher_id: TEACHER_ID,
  schedule: 'Mon-Fri 10:00-15:30',
  subject_count: 6,
  status: 'active',
};

describe('saving classes on the device', () => {
  it('a new class waits for its school and its teacher, and shows its derived name at once', async () => {
    const id = await addClass(USER_ID, SCHOOL_ID, form);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      entity: 'classes',
      operation: 'create',
      targetId: id,
      label: 'Add class Class 5 - A',
      dependsOn: [SCHOOL_ID, TEACHER_ID],
      request: { method: 'POST', path: '/classes', body: { ...form, _id: id, school_id: SCHOOL_ID } },
    });
    expect(row!.request.body).not.toHaveProperty('class_name');
    expect(await db.classes.get(id)).toMatchObject({ class_name: 'Class 5', section: 'A' });
  });

  it('an edit sends only what changed and re-derives the name when the grade changes', async () => {
    const klass = makeClass(5, 'A', {
      class_teacher_id: TEACHER_ID,
      schedule: form.schedule,
      subject_count: 6,
    });
    await db.entity('classes').put(klass);
    expect(await editClass(USER_ID, klass as ClassRecord, form)).toBe(false);
    expect(await editClass(USER_ID, klass as ClassRecord, { ...form, grade: 6 })).toBe(true);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ request: { method: 'PATCH', body: { grade: 6 } }, dependsOn: [] });
    expect(row!.request.body).toEqual({ grade: 6 });
    expect(await db.classes.get(klass._id)).toMatchObject({ class_name: 'Class 6', grade: 6 });
  });

  it('refuses at once to delete a class with pupils on the device, and queues the delete of an empty one', async () => {
    const full = makeClass(5, 'A');
    const empty = makeClass(5, 'B');
    await db.entity('classes').bulkPut([full, empty]);
    await db.entity('students').bulkPut([makeStudent(full), makeStudent(full)]);
    const refused = deleteClass(USER_ID, full as ClassRecord);
    await expect(refused).rejects.toBeInstanceOf(DeleteRefused);
    await expect(refused).rejects.toThrow(
      'This class still has 2 pupils. Move them to another class or delete them first.',
    );
    expect(await db.outbox.count()).toBe(0);
    await deleteClass(USER_ID, empty as ClassRecord);
    expect(await db.outbox.toArray()).toMatchObject([
      { operation: 'delete', targetId: empty._id, label: 'Delete class Class 5 - B' },
    ]);
  });
});
