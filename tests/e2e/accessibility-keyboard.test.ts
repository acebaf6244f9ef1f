/**
 * Keyboard and screen readers: a dialog keeps the focus inside and gives it back to what opened
 * it; Tab reaches a table's row actions with a visible ring on the way; every control is a 44 px target;
 * at 200 % zoom of a 1024 px screen nothing scrolls sideways or is cut off; the sync state is announced.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clippedText, focused, smallTargets, type FocusedElement } from './a11y-checks';
import {
  demoIds,
  PUBLIC_SCREENS,
  screensNamed,
  SUPER_ADMIN_SCREENS,
  type DemoIds,
  type Screen,
} from './a11y-screens';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, newContext, signIn } from './harness';
import { blockingViolations, grouped } from './axe-check';
import { openScreen } from './open-screen';
import { editContact, syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
let ids: DemoIds;

beforeAll(async () => {
  ids = await demoIds(e2e.server);
});

/** The screens measured for touch targets and zoom (every route is checked with axe in accessibility-<language>.test.ts). */
const MAIN_SCREENS = ['schools', 'school details', 'students', 'devices', 'content', 'users', 'settings'];

async function open(page: Page, screen: Screen) {
  await openScreen(page, screen.path(ids));
  await screen.ready(page, 'en');
}

/** Presses Tab until `wanted` holds for the focused element (or `limit` presses), keeping every stop. */
async function tabUntil(page: Page, wanted: (element: FocusedElement) => boolean, limit = 120) {
  const stops: FocusedElement[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (!element) continue;
    stops.push(element);
    if (wanted(element)) return { reached: element, stops };
  }
  return { reached: null, stops };
}

const openStudents = (page: Page) => open(page, screensNamed(SUPER_ADMIN_SCREENS, 'students')[0]!);

describe('with the keyboard', () => {
  it("Tab reaches a table's row actions, every stop on the way with a visible focus ring", async () => {
    const { page } = e2e;
    for (const [path, action] of [
      ['/schools', /^Edit /],
      [`/schools/${ids.schoolId}/students`, /^Delete /],
      ['/devices', /^Delete /],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: action }).first().waitFor();
      const { reached, stops } = await tabUntil(
        page,
        (element) => element.inTable && action.test(element.name),
      );
      expect(
        reached,
        `${path}: Tab never reached ${action} (stopped at ${stops.map((s) => s.name).join(', ')})`,
      ).not.toBeNull();
      expect(stops.filter((stop) => !stop.ringed).map((stop) => stop.name)).toEqual([]);
    }
  });

  it('on a portrait tablet the menu opens from its button, takes the focus and gives it back on Escape', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 800, height: 1280 });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const { reached } = await tabUntil(page, (element) => element.name === 'Menu');
    expect(reached).toMatchObject({ ringed: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Dashboard', ringed: true });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'School Management' });
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Menu' });
    expect(await page.locator('#side-menu').isVisible()).toBe(false);
  });

  it('a dialog keeps Tab and Shift+Tab inside, closes on Escape and gives the focus back', async () => {
    const { page } = e2e;
    await openStudents(page);
    const { reached } = await tabUntil(page, (element) => element.inTable && /^Delete /.test(element.name));
    expect(reached).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Cancel', inDialog: true, ringed: true });

    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focused(page), `after ${key}`).toMatchObject({ inDialog: true, ringed: true });
    }

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: reached!.name, inTable: true });
  });
});

describe('touch targets', () => {
  it('every control on the main screens and the student form is at least 44 × 44 px', async () => {
    const { page } = e2e;
    const small: string[] = [];
    for (const screen of screensNamed(SUPER_ADMIN_SCREENS, ...MAIN_SCREENS, 'students, add form')) {
      await open(page, screen);
      small.push(...(await smallTargets(page)).map((target) => `${screen.name}: ${target}`));
    }
    expect(small).toEqual([]);
  });

  it('the sign-in page and its steps too', async () => {
    const { browser, server } = e2e;
    const context = await newContext(browser, server);
    try {
      const page = await context.newPage();
      const small: string[] = [];
      for (const screen of PUBLIC_SCREENS) {
        await open(page, screen);
        small.push(...(await smallTargets(page)).map((target) => `${screen.name}: ${target}`));
      }
      expect(small).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('at 200 % zoom on a 1024 px screen (512 CSS px)', () => {
  it('no screen scrolls sideways or cuts its text off', async () => {
    const { browser, server } = e2e;
    const context = await newContext(browser, server, {
      viewport: { width: 512, height: 384 },
      deviceScaleFactor: 2,
    });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      const look = async (screen: Screen) => {
        await open(page, screen);
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (widths.scroll > widths.client)
          problems.push(`${screen.name}: page ${widths.scroll} px wide in ${widths.client}`);
        problems.push(...(await clippedText(page)).map((text) => `${screen.name}: ${text}`));
      };
      await look(PUBLIC_SCREENS[0]!);
      await signIn(page, DEMO.superAdmin);
      for (const screen of screensNamed(SUPER_ADMIN_SCREENS, 'dashboard', ...MAIN_SCREENS))
        await look(screen);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('for screen readers', () => {
  it('announces the sync state politely as it changes; the panel with a waiting change passes axe', async () => {
    const { page, context } = e2e;
    await page.goto('/schools');
    const announcement = page.getByTestId('sync-announcement');
    expect(await announcement.getAttribute('role')).toBe('status');
    await expect.poll(() => syncStatus(page)).toBe('All changes saved');
    await expect.poll(() => announcement.textContent()).toBe('Sync status: All changes saved');

    // The schools must be on the device before the connection drops (a pull cut short leaves none).
    const schoolName = await page.locator('.schools-table__name').first().innerText();
    await goOffline(context);
    await expect.poll(() => announcement.textContent()).toBe('Sync status: Offline');
    await editContact(page, schoolName, 'Axe Contact');
    await expect.poll(() => announcement.textContent()).toBe('Sync status: Offline · 1 change waiting');
    await page.getByTestId('sync-status').click();
    await page.getByRole('dialog', { name: 'Pending changes' }).waitFor();
    expect(grouped(await blockingViolations(page, 'pending changes, offline'))).toEqual([]);
    await page.keyboard.press('Escape');

    await goOnline(context);
    await expect
      .poll(() => announcement.textContent(), { timeout: 20_000 })
      .toBe('Sync status: All changes saved');
  });
});
