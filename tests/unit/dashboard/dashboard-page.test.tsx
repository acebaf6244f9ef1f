import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAnswer } from '../../../src/data/answers/saved-answers';
import { db } from '../../../src/data/db/app-db';
import { useSyncStatus } from '../../../src/data/sync/sync-status-store';
import type { Dashboard } from '../../../src/domain/dashboard/dashboard';
import type { FleetSummary } from '../../../src/domain/headsets/headset';
import { jsonResponse, stubFetch, type FetchMock } from '../helpers/fetch';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { cleanDeviceEachTest } from '../schools/fixtures';

// The test DOM draws no canvas: the picture is the browser tests' business, the table alternative is this file's.
vi.mock('../../../src/features/dashboard/bar-chart', () => ({
  default: ({ bars }: { bars: { label: string }[] }) => <div data-testid="chart">{bars.length} bars</div>,
}));

cleanDeviceEachTest();
afterEach(() => vi.unstubAllGlobals());

const FIGURES: Dashboard = {
  counters: { schools: 6, activeStudents: 1465, devices: 10, courses: 26 },
  devices: { active: 7, inactive: 3, notLinked: 0 },
  contentByType: { video: 16, vr: 10 },
  quietSchools: { total: 1, schools: [{ _id: 's1', school_name: 'ZP School Bhilar' }] },
  recentActivity: [
    {
      id: 'a1',
      at: '2026-11-23T10:00:00.000Z',
      who: 'Anita Deshmukh',
      entity: 'students',
      recordId: 'p1',
      action: 'created',
      label: 'Asha Pawar',
      schoolId: 's2',
    },
  ],
  pupilsPerSchool: [{ _id: 's2', school_name: 'ZP School Kendur', pupils: 400 }],
  contentPerClass: [{ _id: 'c1', class_name: 'Class 1', grade: 1, contents: 2 }],
  countedAt: '2026-11-23T10:00:00.000Z',
};

const isDashboard = (input: Parameters<typeof fetch>[0]) =>
  (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).includes(
    '/api/dashboard',
  );

const dashboardCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([input]) => isDashboard(input)).length;

/** The dashboard answers with each of `answers` in turn (the last one again after), other paths fail. */
function serve(answers: (Dashboard | Error)[]): FetchMock {
  const fetchMock = stubFetch();
  let call = 0;
  fetchMock.mockImplementation((input) => {
    if (!isDashboard(input)) return Promise.reject(new TypeError('not here'));
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return answer instanceof Error
      ? Promise.resolve(jsonResponse({ success: false, message: answer.message }, 500, 'Error'))
      : Promise.resolve(jsonResponse({ success: true, data: answer }));
  });
  return fetchMock;
}

const counters = () => screen.getByRole('group', { name: 'Programme at a glance' }).textContent;

async function openDashboard() {
  signInAs('super_admin');
  renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Dashboard' });
}

describe('the Dashboard screen', { timeout: 30_000 }, () => {
  it("shows the four counters and the real figures, with each chart's table", async () => {
    serve([FIGURES]);
    await openDashboard();
    await waitFor(() => expect(counters()).toBe('Total Schools6Active Students1,465VR Devices10Courses26'));
    expect(screen.getByRole('region', { name: 'VR device status' }).textContent).toContain('Inactive3');
    expect(screen.getByRole('region', { name: 'Content by type' }).textContent).toContain('VR10');
    expect(
      within(screen.getByRole('region', { name: 'Recent activity' })).getByRole('listitem').textContent,
    ).toMatch(/^Anita Deshmukh added the student “Asha Pawar”/);
    expect((await screen.findAllByTestId('chart')).map((chart) => chart.textContent)).toEqual([
      '1 bars',
      '1 bars',
    ]);
    const table = screen.getByRole('table', { name: 'Pupils per school' });
    expect(within(table).getByRole('row', { name: 'ZP School Kendur 400' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ZP School Bhilar' }).getAttribute('href')).toBe('/schools/s1');
    expect(screen.queryByText(/Saved data from/)).toBeNull();
  });

  it('says why it could not load, and Try Again asks once more', async () => {
    const fetchMock = serve([new Error('Database unavailable'), FIGURES]);
    await openDashboard();
    await screen.findByText('Could not load the dashboard: Database unavailable');
    expect(counters()).toBe('Total Schools...Active Students...VR Devices...Courses...');
    screen.getByRole('button', { name: 'Try Again' }).click();
    await waitFor(() => expect(counters()).toContain('Total Schools6'));
    expect(dashboardCalls(fetchMock)).toBe(2);
    expect(screen.queryByText(/Could not load/)).toBeNull();
  });

  it('opens offline from the saved answer, labelled as saved data, without asking the server', async () => {
    await saveAnswer('dashboard', FIGURES);
    useSyncStatus.setState({ online: false });
    const fetchMock = serve([FIGURES]);
    await openDashboard();
    await waitFor(() => expect(counters()).toContain('Active Students1,465'));
    expect(screen.getByText(/^Saved data from .* · offline$/)).toBeTruthy();
    expect(dashboardCalls(fetchMock)).toBe(0);
  });

  it("refreshes when this device's change leaves the outbox, accepted", async () => {
    const later = { ...FIGURES, counters: { ...FIGURES.counters, schools: 7 } };
    const fetchMock = serve([FIGURES, later]);
    await db.outbox.put({ id: 'o1' } as never);
    await openDashboard();
    await waitFor(() => expect(counters()).toContain('Total Schools6'));
    await db.outbox.delete('o1');
    await waitFor(() => expect(counters()).toContain('Total Schools7'));
    expect(dashboardCalls(fetchMock)).toBe(2);
  });

  it('shows the headset fleet: seen of all, out of date, minutes per school and the schools to visit', async () => {
    const fleet: FleetSummary = {
      headsets: 12,
      seen_7d: 9,
      out_of_date: 3,
      never_seen: 1,
      minutes_by_school: [
        { school_id: 's2', school_name: 'ZP School Kendur', minutes: 840 },
        { school_id: 's3', school_name: 'ZP School Bhilar', minutes: 120 },
      ],
      unseen_schools: [
        {
          school_id: 's4',
          school_name: 'ZP School Velhe',
          headsets: 2,
          last_seen_at: '2026-11-10T10:00:00.000Z',
        },
        { school_id: 's5', school_name: 'ZP School Junnar', headsets: 1, last_seen_at: null },
      ],
    };
    await saveAnswer('dashboard', { ...FIGURES, fleet });
    useSyncStatus.setState({ online: false });
    serve([FIGURES]);
    await openDashboard();
    const headsets = await screen.findByRole('region', { name: 'Headsets' });
    expect(headsets.textContent).toBe(
      'HeadsetsSeen in the last 7 days9 of 12Lessons out of date3Never seen1',
    );
    const minutes = screen.getByRole('table', { name: 'Minutes of lessons played in the last 7 days' });
    expect(within(minutes).getByRole('row', { name: 'ZP School Kendur 840' })).toBeTruthy();
    const visits = screen.getByRole('region', {
      name: 'Schools whose headsets were not seen for 7 days (2)',
    });
    expect(
      within(visits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ZP School Velhe 2 headsets, last seen 10 Nov 2026',
      'ZP School Junnar 1 headset, never seen',
    ]);
    expect(within(visits).getByRole('link', { name: 'ZP School Velhe' }).getAttribute('href')).toBe(
      '/schools/s4',
    );
  });

  it('shows no fleet from a server that does not count it yet', async () => {
    serve([FIGURES]);
    await openDashboard();
    await waitFor(() => expect(counters()).toContain('Total Schools6'));
    expect(screen.queryByRole('region', { name: 'Headsets' })).toBeNull();
  });
});
