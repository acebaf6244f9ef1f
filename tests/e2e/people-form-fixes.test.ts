/**
 * What a tablet user hit on the Students and Teachers forms: a duplicate caught before it is queued,
 * a create the server refused corrected in any field and accepted, and a toast that says where a
 * change is: on this device, accepted, or refused.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, SAVED_ON_DEVICE, waitForServiceWorker } from './harness';
import { peopleScreen } from './people-helpers';
import { STUDENTS, TEACHERS } from './people-kinds';
import { syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const students = peopleScreen(e2e, STUDENTS);
const teachers = peopleScreen(e2e, TEACHERS);

interface ClassSummary {
  class_name: string;
  section: string;
}

/** Adds a teacher through the form, and waits for the toast given. */
async function addTeacher(teacherId: string, name: string, phone: string, toast: string) {
  await e2e.page.getByRole('button', { name: 'Add Teacher' }).click();
  await teachers.fill({
    'Teacher ID': teacherId,
    'Teacher Name': name,
    Email: `${name.toLowerCase().replace(' ', '.')}@shala.demo`,
    'Phone Number': phone,
  });
  await e2e.page.getByRole('button', { name: 'Save Teacher' }).click();
  await e2e.page.getByText(toast).first().waitFor();
}

describe('duplicates are caught on the device, before they are queued', () => {
  it('refuses a roll number already used in the class, with the message under Roll Number', async () => {
    const { page } = e2e;
    await students.openList();
    const before = await students.list();
    const taken = before.data[0]!;
    const { body } = await students.get<{ data: { class: ClassSummary } }>(`/api/students/${taken._id}`);
    await page.getByRole('button', { name: 'Add Student' }).click();
    await students.fill({
      'Student Name': 'Twin Pupil',
      Email: 'twin.pupil@shala.demo',
      'Roll Number': taken.roll_number,
      Class: { option: `${body.data.class.class_name} - ${body.data.class.section}` },
    });
    await page.getByRole('button', { name: 'Save Student' }).click();

    expect(await students.fieldError('Roll Number').textContent()).toBe(
      'This roll number is already used in this class',
    );
    await page.getByRole('heading', { name: 'Add New Student' }).waitFor();
    expect(await page.getByText('Student added successfully!').count()).toBe(0);
    expect(await syncStatus(page)).toBe('All changes saved');
    expect((await students.list()).total).toBe(before.total);
  });

  it('refuses a Teacher ID already used in the school, in any case', async () => {
    const { page } = e2e;
    await teachers.openList();
    const before = await teachers.list();
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    await teachers.fill({
      'Teacher ID': before.data[0]!.teacher_id.toLowerCase(),
      'Teacher Name': 'Twin Teacher',
      Email: 'twin.teacher@shala.demo',
      'Phone Number': '9822000031',
    });
    await page.getByRole('button', { name: 'Save Teacher' }).click();

    expect(await teachers.fieldError('Teacher ID').textContent()).toBe(
      'This Teacher ID is already used in this school',
    );
    await page.getByRole('heading', { name: 'Add New Teacher' }).waitFor();
    expect(await syncStatus(page)).toBe('All changes saved');
    expect((await teachers.list()).total).toBe(before.total);
  });
});

describe('where a change is', () => {
  it(
    'offline, says the change is saved on this device; online, says the server took it',
    { tags: ['service-worker'] },
    async () => {
      await teachers.openList();
      await waitForServiceWorker(e2e.page);
      await goOffline(e2e.context);
      await addTeacher('ZPTOAST1', 'Offline Toast', '9822000032', SAVED_ON_DEVICE);
      expect(await e2e.page.getByText('Teacher added successfully!').count()).toBe(0);

      await goOnline(e2e.context);
      await teachers.settled();
      await addTeacher('ZPTOAST2', 'Online Toast', '9822000033', 'Teacher added successfully!');
      await teachers.settled();
      const ids = (await teachers.list('ZPTOAST')).data.map((teacher) => teacher.teacher_id);
      expect(ids.sort()).toEqual(['ZPTOAST1', 'ZPTOAST2']);
    },
  );

  it('online, says what the server refused instead of a success it never had', async () => {
    await teachers.openList();
    // The office gives a Teacher ID that this tablet has not pulled yet.
    const office = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/teachers',
      headers: { authorization: `Bearer ${teachers.token}` },
      payload: {
        teacher_id: 'ZPTAKEN1',
        teacher_name: 'Office Teacher Two',
        email: 'office.teacher.two@shala.demo',
        phone_number: '9822000036',
        status: 'active',
        school_id: teachers.schoolId,
      },
    });
    expect(office.statusCode).toBe(201);

    await addTeacher(
      'ZPTAKEN1',
      'Second Tablet',
      '9822000037',
      'This Teacher ID is already used in this school',
    );
    expect(await e2e.page.getByText('Teacher added successfully!').count()).toBe(0);
    await expect.poll(() => syncStatus(e2e.page), { timeout: 20_000 }).toBe('1 need attention');

    // Dropped, so that the next tests start with nothing waiting.
    await e2e.page.getByTestId('sync-status').click();
    const panel = e2e.page.getByRole('dialog', { name: 'Pending changes' });
    await panel.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => syncStatus(e2e.page)).toBe('All changes saved');
    await panel.getByRole('button', { name: 'Close' }).click();
  });
});

describe('a create the server refused', () => {
  it(
    'can be corrected in any field, the Teacher ID included, and is then accepted once',
    { tags: ['service-worker'] },
    async () => {
      const { page } = e2e;
      await teachers.openList();
      await waitForServiceWorker(page);
      await goOffline(e2e.context);
      // Meanwhile the office gives the same Teacher ID to someone else.
      const office = await e2e.server.app.inject({
        method: 'POST',
        url: '/api/teachers',
        headers: { authorization: `Bearer ${teachers.token}` },
        payload: {
          teacher_id: 'ZPCLASH1',
          teacher_name: 'Office Teacher',
          email: 'office.teacher@shala.demo',
          phone_number: '9822000034',
          status: 'active',
          school_id: teachers.schoolId,
        },
      });
      expect(office.statusCode).toBe(201);

      await addTeacher('ZPCLASH1', 'Tablet Teacher', '9822000035', SAVED_ON_DEVICE);
      await goOnline(e2e.context);
      await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');

      await teachers.find('Tablet Teacher', 'Tablet Teacher');
      await page.getByRole('button', { name: 'Edit Tablet Teacher' }).click();
      const teacherId = page.getByLabel('Teacher ID', { exact: true });
      // The form learns of the refusal from the outbox a moment after it opens.
      await page.getByText('This Teacher ID is already used in this school').waitFor();
      await expect.poll(() => teacherId.getAttribute('readonly')).toBeNull();
      await teacherId.fill('ZPFIXED1');
      await page.getByRole('button', { name: 'Update Teacher' }).click();
      await teachers.settled();

      const { data } = await teachers.list();
      expect(data.filter((t) => t.teacher_name === 'Tablet Teacher').map((t) => t.teacher_id)).toEqual([
        'ZPFIXED1',
      ]);
      expect(data.filter((t) => t.teacher_id === 'ZPCLASH1').map((t) => t.teacher_name)).toEqual([
        'Office Teacher',
      ]);
    },
  );
});
