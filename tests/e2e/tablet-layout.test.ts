/**
 * Issue: at 1024 × 768 the Schools table was 1102 px inside a 734 px box (Statistics, Status and Edit
 * off-screen) and e-mails broke mid-word. On a tablet, landscape and portrait, every table
 * (with a 100-character name and a long e-mail in it) shows its key columns, Status and Actions inside
 * the screen, nothing scrolls sideways, e-mails wrap after '@' or '.', the brand name stays on one line.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, newContext, signIn } from './harness';
import { brandLines, emailBreaks, horizontalExtent, scrollWidths, TABLET_SIZES } from './layout-checks';
import { addLongRecords, LONG_NAME, LONG_PREFIX } from './long-records';
import { openScreen } from './open-screen';
import { demoAdminSchoolId, syncStatus } from './schools-helpers';

const frame = browserFixture();
let schoolId: string;

beforeAll(async () => {
  schoolId = await demoAdminSchoolId(frame.server);
  await addLongRecords(frame.server);
});

interface TableScreen {
  name: string;
  path: () => string;
  /** The columns a person needs to tell the rows apart, besides Status and Actions. */
  keys: string[];
  status: boolean;
  /** The long record is in this table (Classes has none: no class name is long). */
  long: boolean;
  emails: boolean;
}

const school = (sub: string) => () => `/schools/${schoolId}/${sub}`;
const TABLES: TableScreen[] = [
  {
    name: 'Schools',
    path: () => '/schools',
    keys: ['School Details'],
    status: true,
    long: true,
    emails: true,
  },
  {
    name: 'Students',
    path: school('students'),
    keys: ['Student', 'Class'],
    status: true,
    long: true,
    emails: true,
  },
  { name: 'Teachers', path: school('teachers'), keys: ['Teacher'], status: true, long: true, emails: true },
  {
    name: 'Classes',
    path: school('classes'),
    keys: ['Class', 'Teacher'],
    status: true,
    long: false,
    emails: false,
  },
  {
    name: 'Subjects',
    path: school('subjects'),
    keys: ['Subject', 'Code'],
    status: true,
    long: true,
    emails: false,
  },
  { name: 'Books', path: school('books'), keys: ['Book'], status: true, long: true, emails: false },
  {
    name: 'Devices',
    path: () => '/devices',
    keys: ['Device', 'School'],
    status: true,
    long: true,
    emails: false,
  },
  {
    name: 'Content',
    path: () => '/content',
    keys: ['Content', 'Chapter Title'],
    status: false,
    long: true,
    emails: false,
  },
  { name: 'Users', path: () => '/users', keys: ['User'], status: true, long: true, emails: true },
];

describe.each(TABLET_SIZES)('on a $width × $height tablet', (size) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(frame.browser, frame.server);
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.setViewportSize(size);
    await signIn(page, DEMO.superAdmin);
  });
  afterAll(() => context.close());

  async function expectNoSidewaysScroll(where: string) {
    const widths = await scrollWidths(page);
    expect(widths.table.scrollWidth, `${where}: the table scrolls`).toBeLessThanOrEqual(
      widths.table.clientWidth,
    );
    expect(widths.page.scrollWidth, `${where}: the page scrolls`).toBeLessThanOrEqual(
      widths.page.clientWidth,
    );
  }

  async function expectOnScreen(where: string, ...locators: ReturnType<Page['getByRole']>[]) {
    for (const locator of locators) {
      const { left, right } = await horizontalExtent(locator);
      expect(left, `${where}: ${locator.toString()}`).toBeGreaterThanOrEqual(0);
      expect(right, `${where}: ${locator.toString()}`).toBeLessThanOrEqual(size.width);
    }
  }

  async function expectEmailsWrapCleanly() {
    const breaks = await emailBreaks(page);
    expect(breaks.checked).toBeGreaterThan(0);
    expect(breaks.midWord).toEqual([]);
  }

  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });

  it.each(TABLES)(
    '$name: key columns, Status and Actions inside the screen, no sideways scroll',
    async (table) => {
      await openScreen(page, table.path());
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      let row = page.getByRole('row').nth(1);
      if (table.long) {
        await page.getByRole('searchbox').first().fill(LONG_PREFIX);
        row = page.getByRole('row').filter({ hasText: LONG_NAME.slice(0, 40) });
        await row.getByRole('button', { name: /^Edit / }).waitFor();
      }
      await expectNoSidewaysScroll(table.name);
      const headers = [...table.keys, ...(table.status ? ['Status'] : []), 'Actions'].map(header);
      const actions = row.getByRole('button', { name: /^(Edit|Delete|View) / });
      await expectOnScreen(table.name, ...headers, ...(await actions.all()));
      if (table.emails) await expectEmailsWrapCleanly();
    },
  );

  it('the header: brand name on one line, Logout inside the screen', async () => {
    await openScreen(page, '/schools');
    // The header's widest moment: the sync state's longer text.
    await expect.poll(() => syncStatus(page)).toBe('All changes saved');
    expect(await brandLines(page)).toBe(1);
    await expectOnScreen('header', page.getByRole('button', { name: 'Logout' }));
  });

  it("School details: the class panel's Email column inside the screen, e-mails whole", async () => {
    await openScreen(page, `/schools/${schoolId}`);
    const email = header('Email');
    await email.waitFor();
    await expectNoSidewaysScroll('School details');
    await expectOnScreen('School details', email);
    await expectEmailsWrapCleanly();
  });
});
