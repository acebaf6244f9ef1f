/**
 * The device's mirror of a 5,000-pupil school: filling it from `/api/sync` over a village link, showing
 * the Students page from it, searching it, and the bytes of a delta pull after changes made elsewhere.
 */
import type { DeviceEnv } from './device/device-env';
import { timeKeystroke } from './device/keystrokes';
import { kilobytes, median, milliseconds, section, seconds, table } from './device/report';
import {
  ageSchoolMirror,
  firstRequestAt,
  schoolMirroredAt,
  studentRowsShownAt,
  studentsPath,
  tabletPage,
  VILLAGE_LABEL,
  type Tablet,
} from './device/tablet';

const SEARCH = 'meera kulk';
const RENDERS = 3;
const CHANGES = 10;
const GOALS = { fillMs: 10_000, keystrokeMs: 50, deltaBytes: 5 * 1024 };

/** In-app navigation (the router follows `popstate`) from the dashboard to the Students page. */
async function renderStudentsPage(tablet: Tablet, schoolId: string): Promise<number> {
  await tablet.page.evaluate(
    () => (history.pushState(null, '', '/'), dispatchEvent(new PopStateEvent('popstate'))),
  );
  await tablet.page.waitForFunction(
    () => ![...document.querySelectorAll('table th')].some((th) => th.textContent === 'Roll Number'),
    undefined,
    { polling: 'raf' },
  );
  const start = await tablet.page.evaluate((path) => {
    const at = performance.now();
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
    return at;
  }, studentsPath(schoolId));
  return (await studentRowsShownAt(tablet.page)) - start;
}

/** Edits `CHANGES` pupils through the API (another session), then the tablet's next start pulls what changed. */
async function deltaPull(
  env: DeviceEnv,
  tablet: Tablet,
  schoolId: string,
): Promise<{ bytes: number; requests: number }> {
  const pupils = await env.server.api<{ data: Array<{ _id: string; student_name: string }> }>(
    'GET',
    `/students/school/${schoolId}?limit=${CHANGES}`,
  );
  for (const pupil of pupils.data) {
    await env.server.api('PATCH', `/students/${pupil._id}`, {
      student_name: `${pupil.student_name} Changed`,
    });
  }
  await ageSchoolMirror(tablet.page, schoolId);
  tablet.resetCounts();
  await tablet.page.goto(studentsPath(schoolId), { waitUntil: 'commit' });
  await schoolMirroredAt(tablet.page, schoolId, 1);
  return { bytes: tablet.bytes('/api/sync?', schoolId), requests: tablet.requests('/api/sync?', schoolId) };
}

export async function deviceMirror(env: DeviceEnv): Promise<string> {
  const context = await env.newDevice();
  try {
    const tablet = await tabletPage(context);
    const { id } = env.bigSchool;
    await tablet.page.goto(studentsPath(id), { waitUntil: 'commit' });
    const fillMs = await schoolMirroredAt(tablet.page, id);
    const firstSync = (await firstRequestAt(tablet.page, '/api/sync?', id)) ?? 0;
    const fill = { bytes: tablet.bytes('/api/sync?', id), requests: tablet.requests('/api/sync?', id) };

    const renders: number[] = [];
    for (let run = 0; run < RENDERS; run++) renders.push(await renderStudentsPage(tablet, id));

    await tablet.page.getByLabel('Search students').focus();
    const keys = [];
    for (const key of SEARCH) keys.push(await timeKeystroke(tablet.page, key));
    const keyMs = keys.map((k) => k.ms);
    const worstKey = Math.max(...keyMs);

    const bigDelta = await deltaPull(env, tablet, id);
    await tablet.page.goto(studentsPath(env.demoSchool.id), { waitUntil: 'commit' });
    await schoolMirroredAt(tablet.page, env.demoSchool.id);
    const demoDelta = await deltaPull(env, tablet, env.demoSchool.id);

    return section(
      `The device mirror of a ${env.bigSchool.pupils.toLocaleString('en')}-pupil, 100-teacher school`,
      `The same tablet as above (${VILLAGE_LABEL}), a new signed-in profile. *Fill*: from the navigation to the school's
Students page until the school's scope is pulled to the end (its \`pulledAt\` written in IndexedDB, polled every
50 ms); bytes as received on the wire by \`/api/sync\` requests. *Render*: an in-app navigation from the dashboard to
the Students page with the mirror filled, until the first pupil's row (median of ${RENDERS}). *Keystroke*: "${SEARCH}"
typed into the search box one key at a time, each timed from the key's event to the frame after it, when the table
shows only matching pupils. *Delta pull*: ${CHANGES} pupils edited through the API by another session, the scope's
freshness set back, the page opened again: the \`/api/sync\` bytes of that pull, for this school and the demo school.`,
      table(
        ['What', 'Figure'],
        [
          ['fill the mirror: time from the navigation (app load included)', seconds(fillMs)],
          ["fill the mirror: time from the school's first `/api/sync` request", seconds(fillMs - firstSync)],
          [
            'fill the mirror: bytes received, requests',
            `${kilobytes(fill.bytes)} in ${fill.requests} requests`,
          ],
          [
            'render the Students page from the mirror (median)',
            `${milliseconds(median(renders))} (${renders.map((ms) => ms.toFixed(0)).join(', ')})`,
          ],
          [
            'search keystroke: median, worst',
            `${milliseconds(median(keyMs))}, ${milliseconds(worstKey)} over ${keys.length} keys`,
          ],
          [
            'search keystroke: table filtered when timed',
            keys.every((k) => k.filtered)
              ? 'every key'
              : `${keys.filter((k) => k.filtered).length} of ${keys.length}`,
          ],
          [
            `delta pull after ${CHANGES} changes, ${env.bigSchool.pupils.toLocaleString('en')}-pupil school`,
            `${kilobytes(bigDelta.bytes)} in ${bigDelta.requests} request(s)`,
          ],
          [
            `delta pull after ${CHANGES} changes, demo school (${env.demoSchool.pupils} pupils)`,
            `${kilobytes(demoDelta.bytes)} in ${demoDelta.requests} request(s)`,
          ],
        ],
      ),
      [
        {
          what: "school mirrored over 400 kbps: under 10 s (from its first `/api/sync` request; the app's own load is the start benchmark's)",
          figure: `${seconds(fillMs - firstSync)} (${seconds(fillMs)} from the navigation)`,
          met: fillMs - firstSync < GOALS.fillMs,
        },
        {
          what: 'a search keystroke: under 50 ms (worst)',
          figure: milliseconds(worstKey),
          met: worstKey < GOALS.keystrokeMs,
        },
        {
          what: `a ${CHANGES}-change delta pull: under 5 KB`,
          figure: kilobytes(bigDelta.bytes),
          met: bigDelta.bytes < GOALS.deltaBytes,
        },
      ],
      `The mirror's three pages of 2,000 rows are ~120 KiB compressed (2.4 s at 400 kbps plus three 400 ms round trips);
the rest of the fill is the device at 4× CPU writing them into IndexedDB while the open Students page re-reads and
re-sorts the growing table after each page. A keystroke tests the 5,000 pupils' search texts (lower-cased once,
when the records arrive) and re-renders the search box and the table only (the cards and toolbar are memoised);
the script of a key is 5-17 ms at 4× CPU. The worst keys are those whose matches replace the table's rows. The
table's rows are keyed by their place on the page, so such a key rewrites the texts of the 20 rows already there
instead of building 20 new ones (about 700 elements): the worst key went from 65-76 ms to 40-50 ms. A row is drawn
again only when its record changes, so a key that keeps the first records on the page costs about 20 ms; a key that
replaces them all ("me", "meera k", "meera ku"), 40-65 ms from one run to the next. What is left
of it is the browser's layout of the table (forced inside the key's event, when the editor places the caret after
React's render) and its paint; fixed column widths (\`table-layout: fixed\`) and fewer elements per row were tried
in the page and changed nothing measurable. The filter is not deferred (\`useDeferredValue\`): deferred, the table
lagged a frame or more behind the box.`,
    );
  } finally {
    await context.close();
  }
}
