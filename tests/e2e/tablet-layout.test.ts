/**
 * Issue: at 1024 × 768 the Schools table was 1102 px inside a 734 px box (Statistics, Status and Edit
 * off-screen) and e-mails broke mid-word. On a tablet, landscape and portrait, every table shows its
 * Status column and row actions inside the screen, nothing scrolls sideways, e-mails wrap after '@' or '.'.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFixture } from './browser-fixture';
import { DEMO, newContext, signIn } from './harness';
import { brandLines, emailBreaks, horizontalExtent, scrollWidths, TABLET_SIZES } from './layout-checks';
import { adminToken, serverSchools, syncStatus } from './schools-helpers';

const frame = browserFixture();
let schoolId: string;

beforeAll(async () => {
  const [first] = await serverSchools(frame.server, await adminToken(frame.server));
  schoolId = first!._id;
});

describe.each(TABLET_SIZES)('on a $width × $height tablet', (size) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(frame.browser, frame.server);
    page = await context.newPage();
    await page.setViewportSize(size);
    await signIn(page, DEMO.superAdmin);
  });
  afterAll(() => context.close());

  async function expectNoSidewaysScroll() {
    const widths = await scrollWidths(page);
    expect(widths.table.scrollWidth).toBeLessThanOrEqual(widths.table.clientWidth);
    expect(widths.page.scrollWidth).toBeLessThanOrEqual(widths.page.clientWidth);
  }

  async function expectOnScreen(...locators: ReturnType<Page['getByRole']>[]) {
    for (const locator of locators) {
      const { left, right } = await horizontalExtent(locator);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(size.width);
    }
  }

  async function expectEmailsWrapCleanly() {
    const breaks = await emailBreaks(page);
    expect(breaks.checked).toBeGreaterThan(0);
    expect(breaks.midWord).toEqual([]);
  }

  const statusHeader = () => page.getByRole('columnheader', { name: 'Status', exact: true });
  const firstButton = (verb: string) => page.getByRole('button', { name: new RegExp(`^${verb} `) }).first();

  it('Schools: Status and Edit inside the screen, no sideways scroll, e-mails whole', async () => {
    await page.goto('/schools');
    await firstButton('Edit').waitFor();
    await expectNoSidewaysScroll();
    await expectOnScreen(statusHeader(), firstButton('Edit'));
    await expectEmailsWrapCleanly();
  });

  it('the header: brand name on one line, Logout inside the screen', async () => {
    await page.goto('/schools');
    // The header's widest moment: the sync state's longer text.
    await expect.poll(() => syncStatus(page)).toBe('All changes saved');
    expect(await brandLines(page)).toBe(1);
    await expectOnScreen(page.getByRole('button', { name: 'Logout' }));
  });

  it.each(['students', 'teachers'])(
    '%s: Status, Edit and Delete inside the screen, no sideways scroll, e-mails whole',
    async (people) => {
      await page.goto(`/schools/${schoolId}/${people}`);
      await firstButton('Delete').waitFor();
      await expectNoSidewaysScroll();
      await expectOnScreen(statusHeader(), firstButton('Edit'), firstButton('Delete'));
      await expectEmailsWrapCleanly();
    },
  );

  it("School details: the class panel's Email column inside the screen, e-mails whole", async () => {
    await page.goto(`/schools/${schoolId}`);
    const email = page.getByRole('columnheader', { name: 'Email', exact: true });
    await email.waitFor();
    await expectNoSidewaysScroll();
    await expectOnScreen(email);
    await expectEmailsWrapCleanly();
  });
});
