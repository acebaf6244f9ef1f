/** Half-typed input is never lost without a word: leaving a form with unsaved input asks first. */
import { expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { TABLET_SIZES } from './layout-checks';
import { peopleScreen } from './people-helpers';
import { STUDENTS } from './people-kinds';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });
const students = peopleScreen(e2e, STUDENTS);

it.each(TABLET_SIZES)(
  'Add Student asks before a link or the back button leaves what was typed, at $width × $height',
  async (size) => {
    const { page } = e2e;
    await page.setViewportSize(size);
    await page.goto(`/schools/${students.schoolId}`);
    await page.getByRole('link', { name: 'Manage Students' }).click();
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Add Student' }).click();
    const name = page.getByLabel('Student Name', { exact: true });
    await name.fill('Half Typed');

    // A link in the app: Cancel keeps the form and what it holds.
    await page.getByRole('link', { name: 'School Details' }).click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/students');
    expect(await name.inputValue()).toBe('Half Typed');

    // The browser's back: asked again; Leave goes.
    await page.goBack();
    await question.waitFor();
    await question.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/students'));
    await page.getByRole('link', { name: 'Manage Students' }).waitFor();
  },
);

it('asks nothing when the form was saved or never changed', async () => {
  const { page } = e2e;
  await students.openList();
  await page.getByRole('button', { name: 'Add Student' }).click();
  await page.getByRole('link', { name: 'School Details' }).click();
  await page.getByRole('link', { name: 'Manage Students' }).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
});
