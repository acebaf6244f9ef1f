/**
 * Start on a village tablet: from a navigation to a school's Students page to its first pupils shown,
 * on an empty signed-in device and again offline with the service worker and the mirror warm.
 */
import type { DeviceEnv } from './device/device-env';
import { kilobytes, median, section, seconds, table } from './device/report';
import {
  schoolMirroredAt,
  studentRowsShownAt,
  studentsPath,
  tabletPage,
  VILLAGE_LABEL,
} from './device/tablet';

const REPEATS = 3;
const GOAL_MS = 1000;

interface Start {
  school: string;
  firstMs: number;
  firstBytes: number;
  offlineMs: number[];
}

async function startOf(env: DeviceEnv, school: string, schoolId: string): Promise<Start> {
  const context = await env.newDevice();
  try {
    const first = await tabletPage(context);
    await first.page.goto(studentsPath(schoolId), { waitUntil: 'commit' });
    const firstMs = await studentRowsShownAt(first.page);
    const firstBytes = first.bytes();
    await schoolMirroredAt(first.page, schoolId);
    await first.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await first.goOffline();
    await first.page.close();
    const offlineMs: number[] = [];
    for (let run = 0; run < REPEATS; run++) {
      const again = await tabletPage(context, { offline: true });
      await again.page.goto(studentsPath(schoolId), { waitUntil: 'commit' });
      offlineMs.push(await studentRowsShownAt(again.page));
      await again.page.close();
    }
    return { school, firstMs, firstBytes, offlineMs };
  } finally {
    await context.close();
  }
}

export async function tabletStart(env: DeviceEnv): Promise<string> {
  const starts = [
    await startOf(env, `demo school (${env.demoSchool.pupils} pupils)`, env.demoSchool.id),
    await startOf(
      env,
      `${env.bigSchool.pupils.toLocaleString('en')}-pupil school, 100 teachers`,
      env.bigSchool.id,
    ),
  ];
  const big = starts[1]!;
  const bigOffline = median(big.offlineMs);
  return section(
    'Start on a tablet: navigation to the student list shown',
    `Chromium (Debian's, headless, driven by playwright-core) against the served build, ${VILLAGE_LABEL} set through the
DevTools protocol. Measured in the page's own clock, from the navigation's start to the first pupil's row of the
Students table (polled every frame). *First visit*: a new profile holding only the sign-in (no service worker, no
cache, no mirror), bytes as received on the wire. *Offline repeat*: the same profile after the first visit (service
worker installed, the school's mirror filled), network offline, a new tab opened on the page; median of ${REPEATS}.`,
    table(
      [
        'School',
        'First visit',
        'Bytes received to that point',
        `Offline repeat (median of ${REPEATS})`,
        'Runs',
      ],
      starts.map((start) => [
        start.school,
        seconds(start.firstMs),
        kilobytes(start.firstBytes),
        seconds(median(start.offlineMs)),
        start.offlineMs.map((ms) => seconds(ms)).join(', '),
      ]),
    ),
    [
      {
        what: 'offline repeat start to the student list, 5,000-pupil school, 4× CPU slowdown: under 1 s',
        figure: seconds(bigOffline),
        met: bigOffline < GOAL_MS,
      },
    ],
    `Where the offline start goes: the demo school's start is about as long as the 5,000-pupil school's, so most of
it is the app's own start at 4× CPU (the service worker answering, then parsing and running the main chunk, which
carries the whole data layer) rather than the pupils; reading 5,000 pupils from IndexedDB and sorting them once is
the rest. What would reach 1 s: the lighter first load of this issue (a smaller main chunk), and a first paint from
the first page's pupils only.`,
  );
}
