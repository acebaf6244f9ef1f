/**
 * In Marathi, the dashboard, Schools, School Details, Classes and Students write every figure in
 * Devanagari digits and name a class the same way ("इयत्ता ७ - अ"); in Hindi the same screens name a
 * class in Hindi ("कक्षा 7 - अ"), never "Class 7".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { openScreen } from './open-screen';
import { demoAdminSchoolId } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

const main = (page: Page) => page.locator('#main');
const mainText = (page: Page) => main(page).innerText();

/** Every class name the screen shows where a class is named (lists, tables, charts' tables). */
const classNamesIn = (page: Page, word: string) =>
  page.evaluate(
    (grade) =>
      [...document.querySelectorAll<HTMLElement>('#main td, #main th, #main button, #main h2, #main span')]
        .filter(
          (element) =>
            element.children.length === 0 && new RegExp(`^${grade} [0-9०-९]`).test(element.innerText.trim()),
        )
        .map((element) => element.innerText.trim()),
    word,
  );

interface Seen {
  path: string;
  text: string;
  classes: string[];
  figures: string[];
}

/** Opens each screen in `language` and reads its text, its class names and its figures. */
async function walk(page: Page, language: 'mr' | 'hi'): Promise<Seen[]> {
  const schoolId = await demoAdminSchoolId(e2e.server);
  await e2e.context.addInitScript((chosen) => localStorage.setItem('shala.language', chosen), language);
  const word = language === 'mr' ? 'इयत्ता' : 'कक्षा';
  const figures = page.locator('.stat-cards__value, .school-stats__value');
  const seen: Seen[] = [];
  for (const path of [
    '/dashboard',
    '/schools',
    `/schools/${schoolId}`,
    `/schools/${schoolId}/classes`,
    `/schools/${schoolId}/students`,
  ]) {
    await openScreen(page, path);
    await main(page).locator('table, .class-list').first().waitFor();
    // The figures are in once no card still says '...'.
    await expect.poll(() => figures.allInnerTexts()).not.toContain('...');
    seen.push({
      path,
      text: await mainText(page),
      classes: await classNamesIn(page, word),
      figures: await figures.allInnerTexts(),
    });
  }
  return seen;
}

describe('one class name, and the language’s digits', () => {
  it('in Marathi: every figure in Devanagari digits, every class as इयत्ता N - section', async () => {
    for (const { path, text, classes, figures } of await walk(e2e.page, 'mr')) {
      expect(text, path).not.toMatch(/\bClass \d/);
      if (path !== '/schools') expect(classes.length, path).toBeGreaterThan(0);
      for (const name of classes) expect(name, path).toMatch(/^इयत्ता [०-९]+( - [अबकड])?$/);
      for (const figure of figures) expect(figure, path).toMatch(/^[०-९][०-९,.]*$/);
    }
  });

  it('in Hindi: every class as कक्षा N - section, never "Class"', async () => {
    for (const { path, text, classes } of await walk(e2e.page, 'hi')) {
      expect(text, path).not.toMatch(/\bClass \d/);
      if (path !== '/schools') expect(classes.length, path).toBeGreaterThan(0);
      for (const name of classes) expect(name, path).toMatch(/^कक्षा \d+( - [अबकड])?$/);
    }
  });
});
