/**
 * Walks every registered API route × {no token, another school's administrator, a plain user, the
 * super administrator} and checks each answer against the route's row in `helpers/route-table.ts`:
 * 401, 403, or allowed (anything else but a 5xx). The records named are school A's; the school
 * administrator belongs to school B. A route without a row, or a row without a route, fails by name.
 */
import { describe, expect, it } from 'vitest';
import {
  GUARDIAN,
  ROUTES,
  admin,
  f,
  methodOf,
  plainUser,
  registeredRoutes,
  schoolAdmin,
  setupRouteTable,
  t,
  type Who,
} from './helpers/route-table';
import { lastSyncValue, signInsSince, storedSince } from './helpers/stored';
import { DEMO } from './helpers/test-app';

setupRouteTable();

type Caller = 'nobody' | 'plainUser' | 'otherSchoolAdmin' | 'superAdmin';
type Outcome = 401 | 403 | 'allowed';

const ALLOWED: Record<Who, Caller[]> = {
  public: ['nobody', 'plainUser', 'otherSchoolAdmin', 'superAdmin'],
  signedIn: ['plainUser', 'otherSchoolAdmin', 'superAdmin'],
  admins: ['otherSchoolAdmin', 'superAdmin'],
  scoped: ['superAdmin'],
  super: ['superAdmin'],
  device: [],
};

/** A headset's route refuses every person's token as no device token: 401. */
const expected = (who: Who, caller: Caller): Outcome =>
  ALLOWED[who].includes(caller) ? 'allowed' : caller === 'nobody' || who === 'device' ? 401 : 403;

const outcomeOf = (status: number): number | 'allowed' =>
  status === 401 || status === 403 ? status : status >= 500 ? status : 'allowed';

const tokenOf = (caller: Caller) =>
  ({ nobody: undefined, plainUser, otherSchoolAdmin: schoolAdmin, superAdmin: admin })[caller];

/** Each caller from its own address, so the sign-in limits of one do not stop another's tries. */
const ADDRESS: Record<Caller, string> = {
  nobody: '192.0.2.1',
  plainUser: '192.0.2.2',
  otherSchoolAdmin: '192.0.2.3',
  superAdmin: '192.0.2.4',
};

const CREDENTIALS: Record<Caller, { email: string; password: string } | undefined> = {
  nobody: undefined,
  plainUser: GUARDIAN,
  otherSchoolAdmin: { email: DEMO.schoolAdmin, password: DEMO.password },
  superAdmin: { email: DEMO.superAdmin, password: DEMO.password },
};

/** A new sign-in of the caller (another session), for a row that ends the session it is sent with. */
async function freshToken(caller: Caller): Promise<string | undefined> {
  const credentials = CREDENTIALS[caller];
  if (!credentials) return undefined;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    remoteAddress: ADDRESS[caller],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** Rows that end the caller's session come last, so the caller's other rows still run signed in. */
const inWalkOrder = () =>
  Object.entries(ROUTES).sort(
    ([, a], [, b]) => Number(a.endsSession ?? false) - Number(b.endsSession ?? false),
  );

/** Ids of school A and its records: no answer to anyone but the super administrator may name one. */
const schoolARecords = () => [f.school, f.klass._id, f.teacher, f.student, f.subject, f.book, f.device];

/** Sends every row as the caller; answers the cells that differ from the table. */
async function walk(caller: Caller): Promise<string[]> {
  const wrong: string[] = [];
  for (const [name, row] of inWalkOrder()) {
    const token = row.endsSession ? await freshToken(caller) : tokenOf(caller);
    const request = await row.request();
    // A headset's row is sent as the person, with their token in place of the headset's.
    const headers = Object.fromEntries(
      Object.entries(request.headers ?? {}).filter(([name]) => name !== 'authorization'),
    );
    const response = await t.app.inject({
      method: methodOf(name),
      url: request.url,
      headers: {
        ...(row.who === 'device' ? headers : request.headers),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      remoteAddress: ADDRESS[caller],
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const want = expected(row.who, caller);
    const got = outcomeOf(response.statusCode);
    // The super administrator's 2xx shows each row is a valid request, so a refusal is about the caller.
    if (caller === 'superAdmin' && row.who !== 'device' && response.statusCode >= 300)
      wrong.push(
        `${name} as ${caller}: not a valid request, ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    else if (got !== want)
      wrong.push(
        `${name} as ${caller}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    else if (caller !== 'superAdmin' && schoolARecords().some((id) => response.body.includes(id)))
      wrong.push(
        `${name} as ${caller}: the answer names a record of school A: ${response.body.slice(0, 200)}`,
      );
    else if (want !== 'allowed' && methodOf(name) !== 'HEAD') {
      const { errorType, requestId } = response.json<{ errorType: string; requestId: string }>();
      const wantType = want === 403 ? 'forbidden' : row.who === 'device' ? 'device_token' : 'unauthorized';
      if (errorType !== wantType)
        wrong.push(`${name} as ${caller}: errorType ${errorType}, expected ${wantType}`);
      // The body names its request, as the X-Request-Id header does.
      const header = String(response.headers['x-request-id']);
      if (requestId !== header) wrong.push(`${name} as ${caller}: requestId ${requestId}, header ${header}`);
    }
  }
  return wrong;
}

describe('every API route × every kind of caller', () => {
  it('has a row for every registered route, and a route for every row', () => {
    const registered = registeredRoutes();
    const missing = registered.filter((name) => !(name in ROUTES));
    expect(missing, 'routes without a row in tests/server/helpers/route-table.ts').toEqual([]);
    const stale = Object.keys(ROUTES).filter((name) => !registered.includes(name));
    expect(stale, 'rows of tests/server/helpers/route-table.ts naming no route').toEqual([]);
  });

  it('refuses every protected route without a token, to a plain user and to another school, storing nothing', async () => {
    const before = await lastSyncValue();
    const at = new Date();
    const wrong = [
      ...(await walk('nobody')),
      ...(await walk('plainUser')),
      ...(await walk('otherSchoolAdmin')),
    ];
    expect(wrong).toEqual([]);
    // A registration makes its account after its answer.
    await t.app.mailQueue.idle();
    const signIns = await signInsSince(at);
    expect((await storedSince(before)).filter((change) => !signIns.has(change))).toEqual([]);
  });

  it('lets the super administrator call every route, each row being a valid request', async () => {
    expect(await walk('superAdmin')).toEqual([]);
  });

  it('lets a headset call every headset route with its token, each row being a valid request', async () => {
    const wrong: string[] = [];
    for (const [name, row] of Object.entries(ROUTES).filter(([, row]) => row.who === 'device')) {
      const request = await row.request();
      const response = await t.app.inject({
        method: methodOf(name),
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      if (response.statusCode >= 300)
        wrong.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
