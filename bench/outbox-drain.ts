/**
 * The outbox: 500 pupils edited on an offline tablet, then the network back: how long the device takes to
 * send them, how many requests it sends, and whether the server took each change exactly once.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { DeviceEnv } from './device/device-env';
import { EDITED, editPupilsOffline, outboxSize } from './device/offline-edits';
import { section, seconds, table } from './device/report';
import {
  schoolMirroredAt,
  studentsPath,
  tabletPage,
  VILLAGE,
  VILLAGE_LABEL,
  withoutBackgroundSync,
} from './device/tablet';

const GOAL_MS = 5_000;
const PROFILES = [
  { label: '4× CPU slowdown, loopback link', villageLink: false, changes: 500 },
  { label: VILLAGE_LABEL, villageLink: true, changes: 50 },
] as const;

interface Pupil {
  _id: string;
  student_name: string;
  version: number;
}

/** Every pupil of the school as the server has them now, by id. */
async function serverPupils(env: DeviceEnv, schoolId: string): Promise<Map<string, Pupil>> {
  const pupils = new Map<string, Pupil>();
  let since = '0';
  for (;;) {
    const page = await env.server.api<{
      changes: Array<{ entity: string; record: Pupil }>;
      cursor: string;
      hasMore: boolean;
    }>('GET', `/sync?scope=school:${schoolId}&since=${since}&limit=2000`);
    for (const { entity, record } of page.changes) if (entity === 'students') pupils.set(record._id, record);
    if (!page.hasMore) return pupils;
    since = page.cursor;
  }
}

interface Drain {
  label: string;
  changes: number;
  ms: number;
  requests: number;
  once: number;
}

async function drain(env: DeviceEnv, profile: (typeof PROFILES)[number]): Promise<Drain> {
  const { id } = env.bigSchool;
  const context = await env.newDevice();
  try {
    await withoutBackgroundSync(context);
    const tablet = await tabletPage(context, { villageLink: profile.villageLink });
    await tablet.page.goto(studentsPath(id), { waitUntil: 'commit' });
    await schoolMirroredAt(tablet.page, id);
    await tablet.goOffline();
    const before = await serverPupils(env, id);
    // The edits at full speed (what is timed is the drain), then the tablet's 4× slowdown again.
    await tablet.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const edited = await editPupilsOffline(tablet.page, profile.changes);
    await tablet.cdp.send('Emulation.setCPUThrottlingRate', { rate: VILLAGE.cpuSlowdown });

    tablet.resetCounts();
    const start = performance.now();
    await tablet.goOnline();
    while ((await outboxSize(tablet.page)) > 0) await delay(100);
    const ms = performance.now() - start;

    const after = await serverPupils(env, id);
    const once = edited.filter((pupilId) => {
      const was = before.get(pupilId)!;
      const now = after.get(pupilId);
      return now?.version === was.version + 1 && now.student_name === `${was.student_name}${EDITED}`;
    }).length;
    // Each edit alone (`PATCH /api/students/…`) or many to a batch (`POST /api/outbox/batch`).
    const requests =
      tablet.requests('PATCH', '/api/students/') + tablet.requests('POST', '/api/outbox/batch');
    // None from the page: a service worker drained, at full speed (see withoutBackgroundSync).
    if (requests === 0)
      throw new Error('the page sent none of the changes: the drain was not timed on the tablet');
    return { label: profile.label, changes: edited.length, ms, requests, once };
  } finally {
    await context.close();
  }
}

export async function outboxDrain(env: DeviceEnv): Promise<string> {
  const drains: Drain[] = [];
  for (const profile of PROFILES) drains.push(await drain(env, profile));
  const full = drains[0]!;
  const perChange = (d: Drain) => d.ms / d.changes;
  return section(
    'The outbox: changes made offline, sent when the link returns',
    `A new signed-in profile mirrors the ${env.bigSchool.pupils.toLocaleString('en')}-pupil school, goes offline, and
pupils are edited on it through the app, as a person edits them (Edit on the pupil's row, the name changed,
Update Student; at full speed, the slowdown set again after). Then the network comes back and the page drains
on \`online\` (Background Sync is off on this tablet: Chromium slows pages, never service workers, and the worker
would otherwise drain at full speed; it runs the same code): the time until the outbox is empty (polled every 100 ms), the
requests Chromium sent with the edits (\`POST /api/outbox/batch\`, up to 100 edits each, and any
\`PATCH /api/students/…\` sent alone; counted through the DevTools protocol), and, on the server, the pupils whose
version went up by exactly one with the new name once. On the village link the drain is timed on
${PROFILES[1].changes} changes.`,
    table(
      ['Profile', 'Changes', 'Time to drain', 'Per change', 'Requests sent', 'Arrived exactly once'],
      drains.map((d) => [
        d.label,
        String(d.changes),
        seconds(d.ms),
        `${perChange(d).toFixed(0)} ms`,
        String(d.requests),
        `${d.once} of ${d.changes}`,
      ]),
    ),
    [
      {
        what: '500 queued changes drained: under 5 s (4× CPU, loopback)',
        figure: seconds(full.ms),
        met: full.ms < GOAL_MS,
      },
      {
        what: '500 queued changes drained: under 5 s (village link, from the per-change time)',
        figure: seconds(perChange(drains[1]!) * 500),
        met: perChange(drains[1]!) * 500 < GOAL_MS,
      },
    ],
    `What limits it: the server. The drainer sends up to 100 changes in one \`POST /api/outbox/batch\` (docs/sync.md,
"The drainer"), and the next batch as soon as an answer arrives: while a batch is on its way, the device writes the
answers of the one before (one transaction of a few bulk IndexedDB reads and writes, about 0.1 s at 4× CPU, after
which the open Students page reads its pupils again) and marks the next one's rows as being sent. A batch takes
0.8-1 s on the server here, 0.55 s when the machine is otherwise idle (the tablet's browser shares its 2 cores): each
change runs as if sent alone, in its own transaction with its Idempotency-Key, the record locked, written and
answered, the sync sequence stamp under the advisory lock and the history line, 8 statements and about 5.5 ms a
change on the embedded database. Chromium's slowdown applies to the page, so the drain is the page's; the
service worker, which drains instead where Background Sync wakes it, runs the same code unslowed.`,
  );
}
