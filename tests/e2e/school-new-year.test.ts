/**
 * A school's new year on the tablet: its administrator starts it OFFLINE from the preview, holding one
 * pupil back; once back online every pupil is in the right class on the server and on the screens, and
 * the leavers are gone from the lists and counts (found again with "Left the school"). Undoing it gives
 * the school back exactly as it was. The screens speak Marathi and Hindi and pass axe at both tablet sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/domain/i18n/languages';
import { nextAcademicYear } from '../../src/domain/school-year/academic-year';
import { blockingViolations, COLOUR_RULES, grouped, type Violation } from './axe-check';
import { browserFixture } from './browser-fixture';
import { textIn } from './catalog-text';
import { DEMO, goOffline, goOnline } from './harness';
import { adminToken, demoAdminSchoolId, settled, syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.schoolAdmin });

interface Pupil {
  _id: string;
  student_name: string;
  class_id: string;
  roll_number: string;
  left_year: string | null;
}
interface Klass {
  _id: string;
  grade: number;
  section: string;
}
interface SchoolState {
  year: string;
  classes: Klass[];
  pupils: Pupil[];
}

/** The school as the server has it: its year, its classes and every pupil (those who left too). */
async function onServer(schoolId: string): Promise<SchoolState> {
  const answer = await e2e.server.app.inject({
    method: 'GET',
    url: `/api/sync?scope=school:${schoolId}&limit=2000`,
    headers: { authorization: `Bearer ${await adminToken(e2e.server)}` },
  });
  const { changes } = answer.json<{ changes: Array<{ entity: string; record: Record<string, unknown> }> }>();
  const of = <T>(entity: string) => changes.filter((c) => c.entity === entity).map((c) => c.record as T);
  const [school] = of<{ academic_year: string }>('schools');
  const pupils = of<Pupil>('students').map(({ _id, student_name, class_id, roll_number, left_year }) => ({
    _id,
    student_name,
    class_id,
    roll_number,
    left_year: left_year ?? null,
  }));
  return { year: school!.academic_year, classes: of<Klass>('classes'), pupils };
}

const card = (page: Page, label: string) =>
  page
    .locator('.school-stats__card, .stat-cards__card')
    .filter({ has: page.getByText(label, { exact: true }) });

async function totalStudents(page: Page): Promise<string | null> {
  return card(page, 'Total Students').locator('dd').first().textContent();
}

/** The Students page searched for one pupil, with or without the "Left the school" filter. */
async function findPupil(page: Page, schoolId: string, name: string, left = false) {
  await page.goto(`/schools/${schoolId}/students${left ? '?left=true' : ''}`);
  await page.getByPlaceholder('Search students...').fill(name);
}

describe("a school's new year, started offline and undone", () => {
  it('moves every pupil, holds one back, sends the leavers out of the lists; the undo puts it back', async () => {
    const { page, context } = e2e;
    const schoolId = await demoAdminSchoolId(e2e.server);
    const before = await onServer(schoolId);
    const gradeOf = new Map(before.classes.map((klass) => [klass._id, klass]));
    const classAt = (grade: number, section: string) =>
      before.classes.find((klass) => klass.grade === grade && klass.section === section);
    const inGrade = (grade: number) =>
      before.pupils.filter((pupil) => gradeOf.get(pupil.class_id)?.grade === grade);
    const heldBack = inGrade(5)[0]!;
    const leavers = inGrade(7);
    expect(leavers.length).toBeGreaterThan(0);
    const nextYear = nextAcademicYear(before.year);

    // Online first: the school's page, its pupils and the preview reach this device.
    await findPupil(page, schoolId, heldBack.student_name);
    await page.getByRole('row').filter({ hasText: heldBack.student_name }).getByText('Class 5 - A').waitFor();
    await page.goto(`/schools/${schoolId}`);
    await page.getByText(`Academic year ${before.year}`).waitFor();
    expect(await totalStudents(page)).toBe(String(before.pupils.length));
    await page.getByRole('link', { name: 'Start the new year' }).click();
    await page.getByRole('heading', { name: 'Start the new year' }).waitFor();

    await goOffline(context);
    const grade5 = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Class 5 - A/ }) });
    await grade5.getByRole('button', { name: 'Show pupils' }).click();
    const heldBackItem = page.locator('.year-pupils__item').filter({ hasText: heldBack.student_name });
    await heldBackItem.getByRole('checkbox', { name: 'Repeats the year' }).check();
    await page.getByText(leavers[0]!.student_name).waitFor();
    await page.getByRole('button', { name: 'Confirm the new year' }).click();

    // Saved on this device: the school is in its new year at once, the change waits.
    await page.getByText(`Academic year ${nextYear}`).waitFor();
    await page.getByText('The new year is saved on this device and waits to be sent.').waitFor();
    expect(await totalStudents(page)).toBe(String(before.pupils.length - leavers.length));
    await expect.poll(() => syncStatus(page)).toBe('Offline · 1 change waiting');

    await goOnline(context);
    await settled(page);
    const after = await onServer(schoolId);
    expect(after.year).toBe(nextYear);
    for (const pupil of before.pupils) {
      const now = after.pupils.find((each) => each._id === pupil._id)!;
      const from = gradeOf.get(pupil.class_id)!;
      if (pupil._id === heldBack._id)
        expect(now).toMatchObject({ class_id: pupil.class_id, left_year: null });
      else if (from.grade === 7)
        expect(now).toMatchObject({ class_id: pupil.class_id, left_year: before.year });
      else
        expect(now).toMatchObject({ class_id: classAt(from.grade + 1, from.section)!._id, left_year: null });
    }

    // The screens: the held-back pupil stays in Class 5, a leaver is only under "Left the school".
    await page.getByRole('button', { name: 'Undo the new year' }).waitFor();
    expect(await totalStudents(page)).toBe(String(before.pupils.length - leavers.length));
    await findPupil(page, schoolId, heldBack.student_name);
    await page.getByRole('row').filter({ hasText: heldBack.student_name }).getByText('Class 5 - A').waitFor();
    expect(await totalStudents(page)).toBe(String(before.pupils.length - leavers.length));
    await findPupil(page, schoolId, leavers[0]!.student_name);
    await page.getByText('No students found').waitFor();
    await findPupil(page, schoolId, leavers[0]!.student_name, true);
    await page.getByRole('row').filter({ hasText: leavers[0]!.student_name }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Left the school' }).isChecked()).toBe(true);
    // Their details keep the year they left and their class in it.
    await page.getByRole('button', { name: `View ${leavers[0]!.student_name}` }).click();
    const details = page.getByRole('dialog', { name: 'Student Details' });
    const lastClass = gradeOf.get(leavers[0]!.class_id)!;
    await details.getByRole('definition').filter({ hasText: before.year }).first().waitFor();
    expect(await details.getByRole('term').allTextContents()).toEqual(
      expect.arrayContaining(['Left the school', 'Class history']),
    );
    await details.getByText(`${before.year}: Class 7 - ${lastClass.section}`).waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    // Undone: the school as it was.
    await page.goto(`/schools/${schoolId}`);
    await page.getByRole('button', { name: 'Undo the new year' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo the new year' }).click();
    await page.getByText(`Academic year ${before.year}`).waitFor();
    await settled(page);
    const undone = await onServer(schoolId);
    expect(undone.year).toBe(before.year);
    expect(undone.pupils.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
      before.pupils.sort((a, b) => a._id.localeCompare(b._id)),
    );
    await expect.poll(() => totalStudents(page)).toBe(String(before.pupils.length));
    await findPupil(page, schoolId, leavers[0]!.student_name);
    await page
      .getByRole('row')
      .filter({ hasText: leavers[0]!.student_name })
      .getByText('Class 7 - A')
      .waitFor();
  });
});

describe('a preview the school outgrew while the tablet was offline', () => {
  it('the refusal is shown, and the school page opens the new preview with the pupil added meanwhile', async () => {
    const { page, context } = e2e;
    const schoolId = await demoAdminSchoolId(e2e.server);
    const before = await onServer(schoolId);
    const grade3 = before.classes.find((klass) => klass.grade === 3)!;

    await page.goto(`/schools/${schoolId}`);
    await page.getByRole('link', { name: 'Start the new year' }).click();
    await page.getByRole('heading', { name: 'Start the new year' }).waitFor();
    // The school's pupils are on the device: the last class lists its pupils.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Class 7 - A/ }) })
      .getByRole('button', { name: 'Show pupils' })
      .waitFor();
    await goOffline(context);
    await page.getByRole('button', { name: 'Confirm the new year' }).click();
    await page.getByText('The new year is saved on this device and waits to be sent.').waitFor();

    // Meanwhile another device adds a pupil to Class 3.
    const added = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/students',
      headers: { authorization: `Bearer ${await adminToken(e2e.server)}` },
      payload: {
        student_name: 'Kavya Nitin Pawar',
        email: 'kavya.pawar@ambavade.shala.demo',
        roll_number: '3X99',
        class_id: grade3._id,
        status: true,
        school_id: schoolId,
      },
    });
    expect(added.statusCode).toBe(201);

    await goOnline(context);
    const refusal = page.getByRole('alert').filter({ hasText: 'The new year was not started' });
    await refusal.getByText(/changed since the preview was made/).waitFor();
    await refusal.getByRole('button', { name: 'Check the new preview' }).click();
    await page.getByRole('heading', { name: 'Start the new year' }).waitFor();
    await page.getByText(`${before.year} → ${nextAcademicYear(before.year)}`).waitFor();
    const grade3Row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Class 3 - A/ }) });
    await grade3Row.getByRole('button', { name: 'Show pupils' }).click();
    await page.getByText('Kavya Nitin Pawar').waitFor();
    expect((await onServer(schoolId)).year).toBe(before.year);
  });
});

const startIn = (language: Language) =>
  e2e.context.addInitScript((chosen) => localStorage.setItem('shala.language', chosen), language);

/** The preview with its first class's pupils open. */
async function openPreview(page: Page, schoolId: string, language: Language) {
  await page.goto(`/schools/${schoolId}/new-year`);
  await page.getByRole('heading', { name: textIn(language, 'Start the new year') }).waitFor();
  await page
    .getByRole('button', { name: textIn(language, 'Show pupils') })
    .first()
    .click();
  await page.getByText(textIn(language, 'Repeats the year')).first().waitFor();
}

describe('the new year screens in every language and at tablet sizes', () => {
  for (const language of ['mr', 'hi'] as const) {
    it(`${language}: the school page and the preview say their words, and pass axe`, async () => {
      const { page } = e2e;
      await startIn(language);
      const schoolId = await demoAdminSchoolId(e2e.server);
      await page.goto(`/schools/${schoolId}`);
      await page.getByRole('link', { name: textIn(language, 'Start the new year') }).waitFor();
      const violations: Violation[] = await blockingViolations(page, `school, ${language}`, {
        but: COLOUR_RULES,
      });
      await openPreview(page, schoolId, language);
      for (const words of ['Classes before and after', 'Pupils leaving the school', 'Confirm the new year'])
        await page.getByText(textIn(language, words)).first().waitFor();
      violations.push(...(await blockingViolations(page, `preview, ${language}`, { but: COLOUR_RULES })));
      expect(grouped(violations)).toEqual([]);
    });
  }

  it('en: the school page, the preview and the undo question pass axe at 1024×768 and 800×1280', async () => {
    const { page } = e2e;
    const schoolId = await demoAdminSchoolId(e2e.server);
    const violations: Violation[] = [];
    for (const size of [
      { width: 1024, height: 768 },
      { width: 800, height: 1280 },
    ]) {
      await page.setViewportSize(size);
      const where = `${size.width}×${size.height}`;
      await page.goto(`/schools/${schoolId}`);
      await page.getByRole('link', { name: 'Start the new year' }).waitFor();
      violations.push(...(await blockingViolations(page, `school, ${where}`)));
      await openPreview(page, schoolId, 'en');
      violations.push(...(await blockingViolations(page, `preview, ${where}`)));
      // Nothing scrolls sideways on a tablet.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(grouped(violations)).toEqual([]);
  });
});
