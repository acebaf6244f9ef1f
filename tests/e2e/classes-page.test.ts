/**
 * The Classes screen in a real browser against the real server: the cards from real data, search,
 * every message of the form, add, edit (class_name follows the grade), a grade + section taken, a
 * delete refused while the class has pupils and a real delete of an empty class.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, waitForServiceWorker } from './harness';
import { CLASSES, DELETE_QUESTION, TAKEN, expectedCounts } from './classes-helpers';
import { horizontalExtent, TABLET_SIZES } from './layout-checks';
import { peopleScreen } from './people-helpers';
import type { TeacherRow } from './people-kinds';
import { syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const classes = peopleScreen(e2e, CLASSES);
const { fieldError } = classes;

const pupilCount = async () =>
  (await classes.get<{ pagination: { total: number } }>(`/api/students/school/${classes.schoolId}?limit=1`))
    .body.pagination.total;
const teachersOnServer = async () =>
  (await classes.get<{ data: TeacherRow[] }>(`/api/teachers?school_id=${classes.schoolId}&limit=1000`)).body
    .data;
const countsNow = async () => expectedCounts((await classes.list()).data, await pupilCount());

describe('the Classes screen', () => {
  it('shows real cards, searches, validates, adds, edits and deletes classes', async () => {
    const { page } = e2e;
    await classes.open();
    const { data: list } = await classes.list();
    const teachers = await teachersOnServer();
    await expect.poll(classes.counts).toBe(await countsNow());

    const first = list[0]!;
    const firstTeacher = teachers.find((t) => t._id === first.class_teacher_id)!;
    await classes.find(firstTeacher.teacher_name, `${first.class_name} - ${first.section}`);
    await classes.find(`${first.class_name} - ${first.section}`, firstTeacher.teacher_name);
    await classes.searchForNobody();

    await classes.saveEmpty();
    expect(await fieldError('Grade').textContent()).toBe('Grade is required');
    expect(await fieldError('Section').textContent()).toBe('Section is required');
    expect(await fieldError('Teacher').textContent()).toBe('Teacher is required');
    expect(await fieldError('Schedule').textContent()).toBe('Schedule is required');
    expect(await page.getByLabel('Number of Subjects', { exact: true }).inputValue()).toBe('6');
    await classes.fill({ 'Number of Subjects': '' });
    expect(await fieldError('Number of Subjects').textContent()).toBe('Number of subjects is required');
    await classes.fill({ 'Number of Subjects': '13', Schedule: 'x'.repeat(101) });
    expect(await fieldError('Number of Subjects').textContent()).toBe(
      'Number of subjects must be from 1 to 12',
    );
    expect(await fieldError('Schedule').textContent()).toBe('Schedule must be less than 100 characters');
    await classes.fill({ Grade: { option: `Grade ${first.grade}` }, Section: { option: first.section } });
    expect(await fieldError('Section').textContent()).toBe(TAKEN);

    const teacher = teachers.find((t) => t._id !== first.class_teacher_id)!;
    await classes.fill({
      Grade: { option: 'Grade 7' },
      Section: { option: 'D' },
      Teacher: { option: teacher.teacher_name },
      Schedule: 'Mon-Fri 09:00-13:00',
      'Number of Subjects': '12',
    });
    await classes.save();
    const addedOnServer = async () =>
      (await classes.list()).data.find((c) => c.grade === 7 && c.section === 'D');
    await classes.savedOnServer(async () => (await addedOnServer())?.class_name, 'Class 7');
    const added = (await addedOnServer())!;
    expect(added).toMatchObject({
      class_teacher_id: teacher._id,
      schedule: 'Mon-Fri 09:00-13:00',
      subject_count: 12,
      status: 'active',
    });
    await expect.poll(classes.counts).toBe(await countsNow());
    expect(await classes.counts()).toContain('Subjects (max)12');

    await classes.search('Class 7 - D');
    await page.getByRole('button', { name: 'Edit Class 7 - D' }).click();
    expect(await page.getByLabel('Schedule', { exact: true }).inputValue()).toBe('Mon-Fri 09:00-13:00');
    expect(await page.getByLabel('Teacher', { exact: true }).inputValue()).toBe(teacher._id);
    await classes.update({ Grade: { option: 'Grade 6' } });
    const nameOnServer = async () => (await classes.one(added._id)).data.class_name;
    await classes.savedOnServer(nameOnServer, 'Class 6');
    expect((await classes.one(added._id)).data).toMatchObject({ grade: 6, version: added.version + 1 });
    await classes.search('');

    // A class with pupils: Delete says at once why it stays, with no question to confirm; nothing is
    // queued, and it is still on the server.
    const firstName = `${first.class_name} - ${first.section}`;
    await classes.search(firstName);
    await page.getByRole('button', { name: `Delete ${firstName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Class' });
    const pupils = (
      await classes.get<{ pagination: { total: number } }>(`/api/students?class_id=${first._id}&limit=1`)
    ).body.pagination.total;
    await dialog
      .getByText(`This class still has ${pupils} pupils. Move them to another class or delete them first.`)
      .waitFor();
    expect(await dialog.getByText(DELETE_QUESTION, { exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await syncStatus(page)).toBe('All changes saved');
    expect((await classes.one(first._id)).status).toBe(200);

    await classes.search('Class 6 - D');
    await page.getByRole('button', { name: 'Delete Class 6 - D' }).click();
    await dialog.getByText(DELETE_QUESTION, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await classes.saidSaved('Class deleted successfully!');
    await classes.savedOnServer(async () => (await classes.one(added._id)).status, 404);
    await classes.search('');
    await expect.poll(classes.counts).toBe(await countsNow());
  });

  it(
    "a delete queued offline is refused by the server when a pupil was added elsewhere, with the server's message",
    { tags: ['service-worker'] },
    async () => {
      const { page, context, server } = e2e;
      const post = (url: string, payload: object) =>
        server.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${classes.token}` },
          payload,
        });
      const [teacher] = await teachersOnServer();
      await classes.open();
      await classes.add({
        Grade: { option: 'Grade 7' },
        Section: { option: 'C' },
        Teacher: { option: teacher!.teacher_name },
        Schedule: 'Mon-Fri 10:00-12:00',
      });
      const onServer = async () =>
        (await classes.list()).data.find((c) => c.grade === 7 && c.section === 'C');
      await classes.savedOnServer(async () => (await onServer())?.class_name, 'Class 7');
      const klass = (await onServer())!;
      await classes.find('Class 7 - C', 'Class 7 - C');
      await waitForServiceWorker(page);

      await goOffline(context);
      await page.getByRole('button', { name: 'Delete Class 7 - C' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Class' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await classes.saidSaved('Class deleted successfully!');
      const pupil = await post('/api/students', {
        student_name: 'Late Pupil',
        email: 'late.pupil@shala.demo',
        roll_number: 'LATE1',
        class_id: klass._id,
        status: true,
        school_id: classes.schoolId,
      });
      expect(pupil.statusCode).toBe(201);
      await goOnline(context);

      await expect.poll(() => syncStatus(page), { timeout: 20_000 }).toBe('1 need attention');
      await page.getByTestId('sync-status').click();
      const panel = page.getByRole('dialog', { name: 'Pending changes' });
      await panel
        .getByText('This class still has 1 pupil. Move them to another class or delete them first.')
        .waitFor();
      await panel.getByRole('button', { name: 'Discard' }).click();
      await expect.poll(() => syncStatus(page)).toBe('All changes saved');
      await panel.getByRole('button', { name: 'Close' }).click();
      await classes.rowOf('Class 7 - C').waitFor();
      expect((await classes.one(klass._id)).status).toBe(200);
    },
  );

  it.each(TABLET_SIZES)(
    'on a $width × $height tablet: Status, Edit and Delete inside the screen, no sideways scroll',
    (size) => classes.fitsScreen(size),
  );

  it.each(TABLET_SIZES)(
    'on a $width × $height tablet: Delete on a class with pupils says why it stays, inside the screen',
    async (size) => {
      const { page } = e2e;
      await classes.fitsScreen(size);
      const [klass] = (await classes.list()).data;
      const name = `${klass!.class_name} - ${klass!.section}`;
      await classes.search(name);
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      const reason = page
        .getByRole('dialog', { name: 'Delete Class' })
        .getByText(/^This class still has \d+ pupils?\. Move them to another class or delete them first\.$/);
      await reason.waitFor();
      const { left, right } = await horizontalExtent(reason);
      expect([left >= 0, right <= size.width]).toEqual([true, true]);
      await page.getByRole('dialog', { name: 'Delete Class' }).getByRole('button', { name: 'Close' }).click();
      await classes.rowOf(name).waitFor();
    },
  );
});
