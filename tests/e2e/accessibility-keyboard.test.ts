/**
 * Issue 14, keyboard and screen readers: a dialog keeps the focus inside and gives it back to what opened
 * it; Tab reaches a table's row actions with a visible ring on the way; every control is a 44 px target;
 * at 200 % zoom of a 1024 px screen nothing scrolls sideways or is cut off; the sync state is announced.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clippedText, focused, smallTargets, type FocusedElement } from './a11y-checks';
import { demoIds, type DemoIds } from './a11y-screens';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, goOnline, signIn } from './harness';
import { syncStatus } from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
let ids: DemoIds;

beforeAll(async () => {
  ids = await demoIds(e2e.server);
});

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

async function openStudents(page: Page) {
  await page.goto(`/schools/${ids.schoolId}/students`);
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .waitFor();
}

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
  it('every control on the main screens is at least 44 × 44 px', async () => {
    const { page } = e2e;
    const screens: Array<[string, (page: Page) => Promise<void>]> = [
      [
        '/schools',
        (p) =>
          p
            .getByRole('button', { name: /^Edit / })
            .first()
            .waitFor(),
      ],
      [
        `/schools/${ids.schoolId}/students`,
        (p) =>
          p
            .getByRole('button', { name: /^Delete / })
            .first()
            .waitFor(),
      ],
      [
        `/schools/${ids.schoolId}`,
        (p) => p.getByRole('columnheader', { name: 'Email', exact: true }).waitFor(),
      ],
      [
        '/devices',
        (p) =>
          p
            .getByRole('button', { name: /^Delete / })
            .first()
            .waitFor(),
      ],
      [
        '/content',
        (p) =>
          p
            .getByRole('button', { name: /^Delete / })
            .first()
            .waitFor(),
      ],
      [
        '/users',
        (p) =>
          p
            .getByRole('button', { name: /^Edit / })
            .first()
            .waitFor(),
      ],
      ['/settings', (p) => p.getByRole('heading', { name: 'Appearance' }).waitFor()],
    ];
    const small: string[] = [];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await ready(page);
      small.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
    }
    await page.goto(`/schools/${ids.schoolId}/students`);
    await page.getByRole('button', { name: 'Add Student' }).click();
    await page.getByLabel('Student Name', { exact: true }).waitFor();
    small.push(...(await smallTargets(page)).map((target) => `student form: ${target}`));
    expect(small).toEqual([]);
  });

  it('the sign-in page and its steps too', async () => {
    const { browser, server } = e2e;
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      const small: string[] = [];
      for (const path of ['/login', '/login?flow=code', '/login?flow=reset']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        small.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
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
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 512, height: 384 },
      deviceScaleFactor: 2,
    });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      const look = async (where: string) => {
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (widths.scroll > widths.client)
          problems.push(`${where}: page ${widths.scroll} px wide in ${widths.client}`);
        problems.push(...(await clippedText(page)).map((text) => `${where}: ${text}`));
      };
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await look('/login');
      await signIn(page, DEMO.superAdmin);
      for (const [path, ready] of [
        ['/dashboard', (p: Page) => p.getByRole('heading', { name: 'Dashboard' }).waitFor()],
        [
          '/schools',
          (p: Page) =>
            p
              .getByRole('button', { name: /^Edit / })
              .first()
              .waitFor(),
        ],
        [
          `/schools/${ids.schoolId}`,
          (p: Page) => p.getByRole('columnheader', { name: 'Email', exact: true }).waitFor(),
        ],
        [
          `/schools/${ids.schoolId}/students`,
          (p: Page) =>
            p
              .getByRole('button', { name: /^Delete / })
              .first()
              .waitFor(),
        ],
        [
          '/devices',
          (p: Page) =>
            p
              .getByRole('button', { name: /^Delete / })
              .first()
              .waitFor(),
        ],
        [
          '/content',
          (p: Page) =>
            p
              .getByRole('button', { name: /^Delete / })
              .first()
              .waitFor(),
        ],
        ['/settings', (p: Page) => p.getByRole('heading', { name: 'Appearance' }).waitFor()],
      ] as const) {
        await page.goto(path);
        await ready(page);
        await look(path);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('for screen readers', () => {
  it('announces the sync state politely when it changes: offline, then saved', async () => {
    const { page, context } = e2e;
    await page.goto('/schools');
    const announcement = page.getByTestId('sync-announcement');
    expect(await announcement.getAttribute('role')).toBe('status');
    await expect.poll(() => syncStatus(page)).toBe('All changes saved');
    await expect.poll(() => announcement.textContent()).toBe('Sync status: All changes saved');

    await goOffline(context);
    await expect.poll(() => announcement.textContent()).toBe('Sync status: Offline');

    await goOnline(context);
    await expect.poll(() => announcement.textContent()).toBe('Sync status: All changes saved');
  });
});
