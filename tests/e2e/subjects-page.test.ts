/**
 * The Subjects screen in a real browser against the real server: the cards, search, every form
 * message, a code already used refused, add, edit (the code too) and a real delete.
 */
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { peopleScreen } from './people-helpers';
import { TABLET_SIZES } from './layout-checks';
import { SUBJECTS, type SubjectRow } from './people-kinds';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const subjects = peopleScreen(e2e, SUBJECTS);
const { fieldError } = subjects;

/** The cards' line as the screen shows it, from the school's subjects on the server. */
function cardsOf(rows: readonly SubjectRow[]): string {
  const departments = new Set(rows.map((row) => row.department.toLowerCase())).size;
  const credits = rows.reduce((sum, row) => sum + row.credits, 0);
  return `Total Subjects${rows.length}Departments${departments}Total Credits${credits}`;
}
const serverCards = async () => cardsOf((await subjects.list()).data);

describe('the Subjects screen', () => {
  it('lists, searches, validates, adds, edits and deletes subjects, the cards following', async () => {
    const { page } = e2e;
    await subjects.openList();
    const { data: list } = await subjects.list();
    expect(list.length).toBeGreaterThan(0);
    await expect.poll(subjects.counts).toBe(cardsOf(list));
    const first = list[0]!;
    // Names repeat across grades: rows are found by their code.
    await subjects.find(first.code.toLowerCase(), first.code);
    await subjects.find(first.name.toUpperCase(), first.code);
    await subjects.find(first.department.toLowerCase(), first.code);
    await subjects.searchForNobody();

    await subjects.saveEmpty();
    expect(await fieldError('Subject Name').textContent()).toBe('Subject name is required');
    expect(await fieldError('Code').textContent()).toBe('Subject code is required');
    expect(await fieldError('Department').textContent()).toBe('Department is required');
    expect(await fieldError('Grade').textContent()).toBe('Grade is required');
    expect(await page.getByLabel('Credits', { exact: true }).inputValue()).toBe('3');
    expect(await fieldError('Credits').count()).toBe(0);
    const messages: Array<[string, string, string]> = [
      ['Subject Name', 'M', 'Subject name must be at least 2 characters'],
      ['Subject Name', 'M'.repeat(101), 'Subject name must be less than 100 characters'],
      ['Code', 'M', 'Subject code must be at least 2 characters'],
      ['Code', 'M'.repeat(21), 'Subject code must be less than 20 characters'],
      ['Code', 'MAT-9', 'Subject code must contain only letters and numbers'],
      ['Code', first.code.toLowerCase(), 'This subject code is already used in this school'],
      ['Department', 'D'.repeat(101), 'Department must be less than 100 characters'],
      ['Credits', '', 'Credits are required'],
      ['Credits', '0', 'Credits must be a whole number from 1 to 6'],
      ['Credits', '7', 'Credits must be a whole number from 1 to 6'],
    ];
    for (const [label, value, message] of messages) {
      await subjects.fill({ [label]: value });
      await expect
        .poll(() => fieldError(label).textContent(), { message: `${label}=${value}` })
        .toBe(message);
    }
    await page.getByRole('button', { name: 'Save Subject' }).click();
    expect((await subjects.list()).data).toHaveLength(list.length);

    await subjects.fill({
      'Subject Name': 'Vocational  Skills',
      Code: 'voc7e2e',
      Department: 'Vocational Training',
      Grade: { option: 'Grade 7' },
      Credits: '5',
      Status: { option: 'Inactive' },
    });
    await subjects.save();
    // The header may not show the new change yet: wait for the server, then for the queue to be empty.
    await subjects.savedOnServer(async () => (await subjects.list('VOC7E2E')).data.length, 1);
    const [added] = (await subjects.list('VOC7E2E')).data;
    expect(added).toMatchObject({
      name: 'Vocational Skills',
      code: 'VOC7E2E',
      department: 'Vocational Training',
      grade: 7,
      credits: 5,
      status: 'inactive',
    });
    await expect.poll(subjects.counts).toBe(await serverCards());
    expect(await subjects.counts()).not.toBe(cardsOf(list));

    await subjects.search('vocational skills');
    await page.getByRole('button', { name: 'Edit Vocational Skills' }).click();
    expect(await page.getByLabel('Code', { exact: true }).inputValue()).toBe('VOC7E2E');
    expect(await page.getByLabel('Grade', { exact: true }).inputValue()).toBe('7');
    expect(await page.getByLabel('Credits', { exact: true }).inputValue()).toBe('5');
    await subjects.fill({ Code: first.code });
    await expect
      .poll(() => fieldError('Code').textContent())
      .toBe('This subject code is already used in this school');
    await subjects.update({ Code: 'voc7e2f', Credits: '2', Status: { option: 'Active' } });
    await subjects.savedOnServer(async () => (await subjects.one(added!._id)).data.code, 'VOC7E2F');
    expect((await subjects.one(added!._id)).data).toMatchObject({
      credits: 2,
      status: 'active',
      version: added!.version + 1,
    });
    await expect.poll(subjects.counts).toBe(await serverCards());

    const dialog = await subjects.askToDelete('Vocational Skills');
    expect(await dialog.getByRole('heading').textContent()).toBe('Delete Subject');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await subjects.saidSaved('Subject deleted successfully!');
    await subjects.savedOnServer(async () => (await subjects.one(added!._id)).status, 404);
    await expect.poll(subjects.counts).toBe(cardsOf(list));
  });

  it.each(TABLET_SIZES)(
    'on a $width × $height tablet: Status, Edit and Delete inside the screen, no sideways scroll',
    (size) => subjects.fitsScreen(size),
  );
});
