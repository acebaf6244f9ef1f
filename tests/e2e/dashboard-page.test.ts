/**
 * The dashboard: the four counters follow what is added, recent activity names who
 * changed what, the charts draw with their table alternative, the last answer opens offline labelled as
 * saved data, and nothing overflows sideways on a tablet.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/domain/ids';
import { browserFixture } from './browser-fixture';
import { DEMO, goOffline, newContext, signIn, waitForServiceWorker, type TestServer } from './harness';
import { TABLET_SIZES } from './layout-checks';
import {
  addSchool,
  adminToken,
  demoAdminSchoolId,
  NEW_SCHOOL,
  openSchools,
  serverSchools,
} from './schools-helpers';

const e2e = browserFixture({ signInAs: DEMO.superAdmin });
const COUNTERS = ['Total Schools', 'Active Students', 'VR Devices', 'Courses'] as const;
type Counter = (typeof COUNTERS)[number];

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
}

/** The number under a counter's title, once loaded. */
async function counter(page: Page, title: Counter): Promise<number> {
  const value = page
    .getByRole('group', { name: 'Programme at a glance' })
    .locator('.stat-cards__card')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('dd');
  return Number((await value.textContent())?.replace(/,/g, ''));
}

const counters = async (page: Page) =>
  Object.fromEntries(await Promise.all(COUNTERS.map(async (t) => [t, await counter(page, t)] as const)));

async function asAdmin(server: TestServer, method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await adminToken(server)}` },
    ...(payload ? { payload } : {}),
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json<{ data: Record<string, unknown> & { _id: string } }>().data;
}

async function addPupilAndDevice(server: TestServer): Promise<void> {
  const school = { _id: await demoAdminSchoolId(server) };
  const classes = (await asAdmin(
    server,
    'GET',
    `/api/classes?school_id=${school._id}&limit=1`,
  )) as unknown as {
    _id: string;
  }[];
  await asAdmin(server, 'POST', '/api/students', {
    _id: newId(),
    student_name: 'Kavya Shinde',
    email: 'kavya.shinde@dash.shala.demo',
    roll_number: 'DASH001',
    class_id: classes[0]!._id,
    status: true,
    school_id: school._id,
  });
  await asAdmin(server, 'POST', '/api/device', {
    _id: newId(),
    device_name: 'Dashboard Quest 01',
    api_token: `vr_dash_${newId()}`,
    school_id: school._id,
    status: true,
  });
}

describe('Dashboard', () => {
  it('counts a school added on its screen, a pupil and a device, and names who changed what', async () => {
    const { page, server } = e2e;
    await openDashboard(page);
    const before = await counters(page);

    const [first] = await serverSchools(server, await adminToken(server));
    await openSchools(page, first!.school_name);
    await addSchool(page);
    await openDashboard(page);
    await expect.poll(() => counter(page, 'Total Schools')).toBe(before['Total Schools']! + 1);
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await activity
      .getByRole('listitem')
      .filter({ hasText: `Anita Deshmukh added the school “${NEW_SCHOOL['School Name']}”` })
      .waitFor();

    await addPupilAndDevice(server);
    await page.reload();
    await expect.poll(() => counter(page, 'Active Students')).toBe(before['Active Students']! + 1);
    expect(await counter(page, 'VR Devices')).toBe(before['VR Devices']! + 1);
    expect(await counter(page, 'Total Schools')).toBe(before['Total Schools']! + 1);
    expect(await counter(page, 'Courses')).toBe(before['Courses']);
    await expect
      .poll(() => activity.getByRole('listitem').first().textContent())
      .toContain('Anita Deshmukh added the VR device “Dashboard Quest 01”');
    await activity.getByText('Anita Deshmukh added the student “Kavya Shinde”').waitFor();
  });

  it('draws the charts, each with a table of the same figures', async () => {
    const { page } = e2e;
    await openDashboard(page);
    for (const [title, column] of [
      ['Pupils per school', 'Pupils'],
      ['Content per class', 'Content items'],
    ] as const) {
      const panel = page.getByRole('region', { name: title });
      await panel.locator('.bar-chart canvas').waitFor();
      const table = panel.getByRole('table', { name: title });
      expect(await table.getByRole('columnheader').allTextContents()).toContain(column);
      const rows = await table.getByRole('row').count();
      expect(rows).toBeGreaterThan(1);
      const firstValue = await table.locator('tbody tr').first().locator('td').textContent();
      expect(Number(firstValue?.replace(/,/g, ''))).toBeGreaterThan(0);
    }
    const pupils = page.getByRole('table', { name: 'Pupils per school' }).locator('tbody td');
    const values = (await pupils.allTextContents()).map((text) => Number(text.replace(/,/g, '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it(
    'opens offline with the saved figures, labelled as saved data',
    { tags: ['service-worker'] },
    async () => {
      const { page, context } = e2e;
      await openDashboard(page);
      await waitForServiceWorker(page);
      const online = await counters(page);
      expect(online['Total Schools']).toBeGreaterThan(0);

      await goOffline(context);
      await page.reload();
      await page.getByText(/^Saved data from .* · offline$/).waitFor();
      expect(await counters(page)).toEqual(online);
      await page.getByRole('heading', { name: 'Pupils per school' }).waitFor();
      await page.getByRole('region', { name: 'Pupils per school' }).locator('.bar-chart canvas').waitFor();
    },
  );

  it('loads the chart library on the dashboard only, never on the sign-in page', async () => {
    const context = await newContext(e2e.browser, e2e.server);
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => /bar-chart|dashboard-page/.test(path))).toEqual([]);
      await signIn(page, DEMO.superAdmin);
      await page.locator('.bar-chart canvas').first().waitFor();
      expect(scripts.filter((path) => path.includes('bar-chart'))).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('fits a tablet without sideways scrolling', async () => {
    const { page } = e2e;
    for (const size of TABLET_SIZES) {
      await page.setViewportSize(size);
      await openDashboard(page);
      await page.locator('.bar-chart canvas').first().waitFor();
      const overflow = await page.evaluate(() =>
        [
          document.documentElement,
          ...document.querySelectorAll<HTMLElement>('.app-main, .dashboard, .dashboard-panel'),
        ]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map(
            (element) =>
              `${element.className || element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`,
          ),
      );
      expect(overflow, `${size.width}×${size.height}`).toEqual([]);
    }
  });
});
