/**
 * The records screens in Marathi and Hindi: Classes, Subjects, Books, VR devices (list and
 * detail) and Content (list and detail) show their words in the chosen language and their numbers and
 * dates in its locale; a CSV import's refused file and its rows' problems are said in the language.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO } from './harness';
import { demoAdminSchoolId } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });

interface Words {
  /** A number as the locale writes it (mr: Devanagari digits; hi: Latin digits, Indian grouping). */
  number: RegExp;
  /** A date and time as the locale writes it. */
  dateTime: RegExp;
  classes: {
    title: string;
    column: string;
    /** A class's name: its grade in the locale, its section in the language's letters. */
    name: RegExp;
    add: string;
    formTitle: string;
    section: string;
  };
  subjects: {
    title: string;
    importTitle: string;
    notCsv: string;
    nothingImported: string;
    counts: RegExp;
    codeRequired: string;
    onlyProblems: string;
  };
  books: { title: string; column: string };
  devices: { title: string; card: string; detail: string; allocation: string; name: string; updated: string };
  content: {
    title: string;
    summary: RegExp;
    page: RegExp;
    chapter: RegExp;
    /** A master class's name ('Class 5'). */
    className: RegExp;
    facts: string;
    back: string;
  };
}

const MARATHI: Words = {
  number: /^[०-९][०-९,.]*$/,
  dateTime: /^[^0-9]*[०-९]{1,2}[^0-9]*[०-९]{4}[^0-9]*$/,
  classes: {
    title: 'वर्ग व्यवस्थापन',
    column: 'वेळापत्रक',
    name: /^इयत्ता [०-९]+ - [अबकड]$/,
    add: 'वर्ग जोडा',
    formTitle: 'नवीन वर्ग जोडा',
    section: 'तुकडी',
  },
  subjects: {
    title: 'विषय व्यवस्थापन',
    importTitle: 'CSV मधून विषय आयात करा',
    notCsv: 'कृपया .csv फाइल निवडा',
    nothingImported: 'काहीही आयात झाले नाही.',
    counts: /^१ ओळ तयार, १ मध्ये अडचणी$/,
    codeRequired: 'विषय कोड आवश्यक आहे',
    onlyProblems: 'फक्त अडचणी असलेल्या ओळी',
  },
  books: { title: 'पुस्तक व्यवस्थापन', column: 'प्रती' },
  devices: {
    title: 'VR हेडसेट व्यवस्थापन',
    card: 'एकूण VR हेडसेट',
    detail: 'VR हेडसेटचा तपशील',
    allocation: 'शाळा वाटप',
    name: 'हेडसेटचे नाव',
    updated: 'शेवटचा बदल',
  },
  content: {
    title: 'अभ्यास साहित्य व्यवस्थापन',
    summary: /^[०-९]+ पैकी [०-९]+ ते [०-९]+ निकाल दाखवत आहे$/,
    page: /^[०-९]+ पैकी पान [०-९]+$/,
    chapter: /^प्रकरण [०-९]+$/,
    className: /^इयत्ता [०-९]+$/,
    facts: 'प्रकरण क्रमांक',
    back: 'अभ्यास साहित्याकडे परत',
  },
};

const HINDI: Words = {
  number: /^\d[\d,]*(\.\d+)?$/,
  dateTime: /^\d{1,2} \D+ \d{4}/,
  classes: {
    title: 'कक्षा प्रबंधन',
    column: 'समय-सारिणी',
    name: /^कक्षा \d+ - [अबसद]$/,
    add: 'कक्षा जोड़ें',
    formTitle: 'नई कक्षा जोड़ें',
    section: 'वर्ग खंड',
  },
  subjects: {
    title: 'विषय प्रबंधन',
    importTitle: 'CSV से विषय आयात करें',
    notCsv: 'कृपया .csv फ़ाइल चुनें',
    nothingImported: 'कुछ भी आयात नहीं हुआ।',
    counts: /^1 पंक्ति तैयार, 1 में समस्याएँ$/,
    codeRequired: 'विषय कोड आवश्यक है',
    onlyProblems: 'केवल समस्या वाली पंक्तियाँ',
  },
  books: { title: 'पुस्तक प्रबंधन', column: 'प्रतियाँ' },
  devices: {
    title: 'VR हेडसेट प्रबंधन',
    card: 'कुल VR हेडसेट',
    detail: 'VR हेडसेट का विवरण',
    allocation: 'विद्यालय आवंटन',
    name: 'हेडसेट का नाम',
    updated: 'अंतिम बदलाव',
  },
  content: {
    title: 'अध्ययन सामग्री प्रबंधन',
    summary: /^\d+ में से \d+ से \d+ तक परिणाम दिखाए जा रहे हैं$/,
    page: /^\d+ में से पृष्ठ \d+$/,
    chapter: /^अध्याय \d+$/,
    className: /^कक्षा \d+$/,
    facts: 'अध्याय संख्या',
    back: 'अध्ययन सामग्री पर वापस',
  },
};

/** This context's pages start in `language`, as if it had been chosen on this device. */
const startIn = (context: BrowserContext, language: string) =>
  context.addInitScript((chosen) => localStorage.setItem('shala.language', chosen), language);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Every stat card's figure, once the cards hold figures. */
async function cardsAreNumbers(page: Page, number: RegExp): Promise<void> {
  const values = page.locator('.stat-cards__value');
  await expect
    .poll(async () => {
      const all = await values.allTextContents();
      return all.length > 0 && all.every((value) => number.test(value.trim()));
    })
    .toBe(true);
}

/** The text of column `index` (0-based) of the table's first row. */
const firstRowCell = (page: Page, index: number) =>
  page.locator('tbody tr').first().locator('td').nth(index).textContent();

async function schoolRecords(page: Page, schoolId: string, words: Words): Promise<void> {
  await page.goto(`/schools/${schoolId}/classes`);
  await heading(page, words.classes.title).waitFor();
  await page.getByRole('columnheader', { name: words.classes.column, exact: true }).waitFor();
  await cardsAreNumbers(page, words.number);
  // Students (the fourth column): how many pupils the class has, in the locale.
  await expect.poll(async () => (await firstRowCell(page, 3))?.trim()).toMatch(words.number);
  expect(await page.locator('tbody tr .people-table__name').first().textContent()).toMatch(
    words.classes.name,
  );
  await page.getByRole('button', { name: words.classes.add, exact: true }).click();
  await page.getByRole('heading', { name: words.classes.formTitle, exact: true }).waitFor();
  await page.getByLabel(words.classes.section, { exact: true }).waitFor();

  await page.goto(`/schools/${schoolId}/subjects`);
  await heading(page, words.subjects.title).waitFor();
  await cardsAreNumbers(page, words.number);
  // Grade (the fourth column).
  await expect.poll(async () => (await firstRowCell(page, 3))?.trim()).toMatch(words.number);
  await page.locator('.people-toolbar__buttons button[aria-expanded]').click();
  const panel = page.locator('section.csv-import');
  await panel.getByRole('heading', { name: words.subjects.importTitle, exact: true }).waitFor();
  const file = panel.locator('input[name="csv_file"]');
  // A bad submit: not a CSV file.
  await file.setInputFiles({ name: 'subjects.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await panel.getByText(words.subjects.notCsv, { exact: true }).waitFor();
  await panel.getByText(words.subjects.nothingImported, { exact: true }).waitFor();
  // A file with a good row and a row without its code: the preview says so in the language.
  const csv =
    'name,code,department,grade\nMarathi Grammar,MRG701,Languages,7\nEnglish Grammar,,Languages,7\n';
  await file.setInputFiles({ name: 'subjects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await panel.getByText(words.subjects.counts).waitFor();
  await panel.getByText(words.subjects.codeRequired, { exact: true }).waitFor();
  await panel.getByLabel(words.subjects.onlyProblems, { exact: true }).waitFor();
  // The row's number as in the file (row 3), in the locale.
  expect(words.number.test((await panel.locator('tbody th').first().textContent()) ?? '')).toBe(true);

  await page.goto(`/schools/${schoolId}/books`);
  await heading(page, words.books.title).waitFor();
  await page.getByRole('columnheader', { name: words.books.column, exact: true }).waitFor();
  await cardsAreNumbers(page, words.number);
  // Copies (the fifth column): 'available / copies'.
  const copies = ((await firstRowCell(page, 4)) ?? '').split(' / ');
  expect(copies).toHaveLength(2);
  for (const count of copies) expect(count).toMatch(words.number);
}

async function devicesAndContent(page: Page, words: Words): Promise<void> {
  await page.goto('/devices');
  await heading(page, words.devices.title).waitFor();
  await page.getByText(words.devices.card, { exact: true }).waitFor();
  await cardsAreNumbers(page, words.number);
  await page.locator('tbody tr .people-table__name').first().click();
  await heading(page, words.devices.detail).waitFor();
  await page.getByRole('heading', { name: words.devices.allocation, exact: true }).waitFor();
  await page.getByText(words.devices.name, { exact: true }).waitFor();
  const updated = page.locator('dt', { hasText: words.devices.updated }).locator('xpath=../dd');
  expect((await updated.textContent())?.trim()).toMatch(words.dateTime);

  await page.goto('/content');
  await heading(page, words.content.title).waitFor();
  await cardsAreNumbers(page, words.number);
  const summary = page.locator('.content-summary p');
  await expect.poll(async () => (await summary.first().textContent())?.trim()).toMatch(words.content.summary);
  expect((await summary.nth(1).textContent())?.trim()).toMatch(words.content.page);
  // Chapter (the fourth column).
  expect((await firstRowCell(page, 3))?.trim()).toMatch(words.content.chapter);
  // Class & Subject (the second column): the class's name first.
  const className = page.locator('tbody tr').first().locator('td').nth(1).getByRole('button').first();
  expect((await className.textContent())?.trim()).toMatch(words.content.className);
  await page.locator('tbody tr .people-table__name').first().click();
  await page.getByRole('link', { name: words.content.back, exact: true }).waitFor();
  const chapter = page.locator('dt', { hasText: words.content.facts }).locator('xpath=../dd');
  expect((await chapter.textContent())?.trim()).toMatch(words.number);
}

describe('the records screens in Marathi and Hindi', () => {
  for (const [language, words] of [
    ['mr', MARATHI],
    ['hi', HINDI],
  ] as const) {
    it(`${language}: Classes, Subjects and Books: words, a refused file, row problems and numbers`, async () => {
      const { page, context, server } = e2e;
      await startIn(context, language);
      await schoolRecords(page, await demoAdminSchoolId(server), words);
    });

    it(`${language}: VR devices and Content, lists and details: words, numbers and a date`, async () => {
      const { page, context } = e2e;
      await startIn(context, language);
      await devicesAndContent(page, words);
    });
  }
});
