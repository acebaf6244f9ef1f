/**
 * The Students screen in a real browser against the real server: add, edit, view, delete, search,
 * empty states, messages and dialogs.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, waitForServiceWorker } from './harness';
import { horizontalExtent, TABLET_SIZES } from './layout-checks';
import { peopleScreen } from './people-helpers';
import { STUDENTS } from './people-kinds';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const students = peopleScreen(e2e, STUDENTS);
const { fieldError } = students;

describe('the Students screen', () => {
  it('lists, searches, validates, adds, edits, views and deletes students', async () => {
    const { page, context } = e2e;
    await students.openList();
    const { data, total } = await students.list();
    await expect.poll(students.counts).toContain(`Total Students${total}`);

    await students.find(data[0]!.roll_number.toLowerCase(), data[0]!.student_name);
    await students.searchForNobody();

    await students.saveEmpty();
    expect(await fieldError('Student Name').textContent()).toBe('Student name is required');
    expect(await fieldError('Email').textContent()).toBe('Email is required');
    expect(await fieldError('Roll Number').textContent()).toBe('Roll number is required');
    expect(await fieldError('Class').textContent()).toBe('Class is required');
    await students.fill({ 'Student Name': 'Anil 7' });
    expect(await fieldError('Student Name').textContent()).toBe('Name must contain only letters and spaces');
    await students.fill({ 'Roll Number': '3A-99' });
    expect(await fieldError('Roll Number').textContent()).toBe(
      'Roll number must contain only letters and numbers',
    );

    await students.fill({
      'Student Name': 'Anil Kamble',
      Email: 'Anil.Kamble@shala.demo',
      'Roll Number': '3a99',
      Class: { option: 'Class 3 - A' },
    });
    await students.save();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await students.savedOnServer(async () => (await students.list('anil.kamble@shala.demo')).total, 1);
    const added = (await students.list('anil.kamble@shala.demo')).data;
    expect(added).toMatchObject([{ student_name: 'Anil Kamble', roll_number: '3A99' }]);

    await students.search('Anil Kamble');
    await page.getByRole('button', { name: 'Edit Anil Kamble' }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('anil.kamble@shala.demo');
    await students.update({ 'Student Name': 'Anil Kamble Patil' });
    const nameOnServer = async () => (await students.one(added[0]!._id)).data.student_name;
    await students.savedOnServer(nameOnServer, 'Anil Kamble Patil');
    expect((await students.one(added[0]!._id)).data).toMatchObject({
      student_name: 'Anil Kamble Patil',
      version: added[0]!.version + 1,
    });

    await students.search('Anil Kamble Patil');
    await page.getByRole('button', { name: 'View Anil Kamble Patil' }).click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    await details.getByText('3A99').waitFor();
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    expect(context.pages()).toHaveLength(1);

    const dialog = await students.askToDelete('Anil Kamble Patil');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await students.remove('Anil Kamble Patil');
    await page.getByText('No students found').waitFor();
    await students.savedOnServer(async () => (await students.one(added[0]!._id)).status, 404);
  });

  it.each(TABLET_SIZES)(
    "View opens the pupil's details in the app, offline too, inside a $width × $height screen",
    { tags: ['service-worker'] },
    async (size) => {
      const { page, context } = e2e;
      await page.setViewportSize(size);
      await students.openList();
      await waitForServiceWorker(page);
      const [pupil] = (await students.list()).data;
      await students.search(pupil!.roll_number);
      await goOffline(context);

      await page.getByRole('button', { name: `View ${pupil!.student_name}` }).click();
      const details = page.getByRole('dialog', { name: 'Student Details' });
      await details.getByText(pupil!.roll_number, { exact: true }).waitFor();
      await details.getByText(pupil!.email, { exact: true }).waitFor();
      expect(context.pages()).toHaveLength(1);
      const { left, right } = await horizontalExtent(details);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(size.width);

      await details.getByRole('button', { name: 'Edit Student' }).click();
      await details.waitFor({ state: 'detached' });
      expect(await page.getByLabel('Student Name', { exact: true }).inputValue()).toBe(pupil!.student_name);
    },
  );
});
