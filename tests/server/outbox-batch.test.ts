/**
 * `POST /api/outbox/batch` on the real database: each change answered as if sent alone, in order; a
 * refused change does not stop the next; a replayed batch applies nothing twice; each change is
 * authorised as its own route; a malformed batch is a 400 that stores nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusedChanges } from '../../server/db/schema';
import { INNER_REQUEST } from '../../server/http/admission';
import { MAX_BATCH_CHANGES } from '../../server/modules/outbox/batch-input';
import { admin, api, asAdmin, getJson, setupApiApp, t, type ListBody } from './helpers/api-app';
import { lastSyncValue } from './helpers/stored';
import { DEMO, signIn } from './helpers/test-app';
import type { Caller } from './helpers/test-api';

setupApiApp();

interface School {
  _id: string;
  contact: string;
  version: number;
}
interface Change {
  method: string;
  path: string;
  idempotencyKey?: string;
  ifMatch?: string;
  body?: Record<string, unknown>;
}
interface ChangeAnswer {
  status: number;
  body: Record<string, unknown> & { data?: School; current?: School; errorType?: string; message?: string };
  headers: Record<string, string>;
}

let n = 0;
const key = () => `batch-test-${++n}`;
/** The demo school administrator's own school, and two others. */
let own: string;
let others: [string, string];
let asSchoolAdmin: Caller;

beforeAll(async () => {
  const session = await signIn(t.app, DEMO.schoolAdmin);
  own = session.user.schoolId!;
  asSchoolAdmin = api.as(session.token);
  const schools = await getJson<ListBody<School>>('/api/schools?limit=10', 200);
  const rest = schools.data.filter((school) => school._id !== own).map((school) => school._id);
  others = [rest[0]!, rest[1]!];
});

const schoolNow = (id: string) =>
  getJson<{ data: School }>(`/api/schools/${id}`, 200).then((body) => body.data);
const edit = (id: string, contact: string, ifMatch?: number): Change => ({
  method: 'PATCH',
  path: `/schools/${id}`,
  idempotencyKey: key(),
  ...(ifMatch === undefined ? {} : { ifMatch: `"${ifMatch}"` }),
  body: { contact },
});

async function batch(changes: Change[], caller: Caller = asAdmin) {
  const response = await caller.post('/api/outbox/batch', { changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: ChangeAnswer[] }>().data;
}

/** An error body without its request id, which differs from one request to the next. */
const withoutRequestId = ({ requestId: _, ...body }: Record<string, unknown>) => body;

describe('POST /api/outbox/batch: each change answered as if sent alone', () => {
  it('answers row by row, in order; a conflict or a refusal in the middle does not stop later rows', async () => {
    const [a, b] = others;
    const before = { a: await schoolNow(a), b: await schoolNow(b), own: await schoolNow(own) };
    const invalid: Change = {
      method: 'POST',
      path: '/students',
      idempotencyKey: key(),
      body: { student_name: '' },
    };
    const answers = await batch([
      edit(a, 'Batch first', before.a.version),
      edit(b, 'Batch stale', before.b.version - 1 || 99),
      invalid,
      edit(own, 'Batch last', before.own.version),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 409, 400, 200]);
    expect(answers[0]!.body).toMatchObject({
      success: true,
      data: { contact: 'Batch first', version: before.a.version + 1 },
    });
    expect(answers[1]!.body).toMatchObject({
      errorType: 'version_conflict',
      current: { _id: b, version: before.b.version },
    });
    expect(answers[3]!.body.data).toMatchObject({ contact: 'Batch last', version: before.own.version + 1 });
    expect(await schoolNow(b)).toEqual(before.b);

    // The refused change alone (with a key of its own) answers just the same.
    const alone = await asAdmin.post('/api/students', invalid.body, { key: key() });
    expect(alone.statusCode).toBe(400);
    expect(withoutRequestId(answers[2]!.body)).toEqual(withoutRequestId(alone.json()));
  });

  it('a change alone answers the same as in a batch, and a DELETE without a body is carried too', async () => {
    const id = others[0];
    const current = await schoolNow(id);
    const change = edit(id, 'Sent alone first', current.version);
    const alone = await asAdmin.patch(`/api/schools/${id}`, change.body, {
      key: change.idempotencyKey!,
      ifMatch: change.ifMatch!,
    });
    expect(alone.statusCode).toBe(200);
    const [again, removed] = await batch([
      change,
      { method: 'DELETE', path: `/classes/${crypto.randomUUID()}`, idempotencyKey: key() },
    ]);
    expect(again).toEqual({
      status: 200,
      body: alone.json<unknown>(),
      headers: { 'idempotent-replayed': 'true' },
    });
    expect(removed!.status).toBe(404);
    expect((await schoolNow(id)).version).toBe(current.version + 1);
  });
});

describe('POST /api/outbox/batch: refused changes waiting for a person', () => {
  const refusalOf = async (idempotencyKey: string) =>
    (await t.app.db.select().from(refusedChanges).where(eq(refusedChanges.key, idempotencyKey)))[0];

  it('notes a refused change of a batch, and resolves it when a later change to its path succeeds', async () => {
    const [a, b] = others;
    const stale = edit(a, 'Refused in a batch', 9999);
    const staleToo = edit(b, 'Refused, then fixed in the same batch', 9999);
    const first = await batch([stale, staleToo, edit(b, 'Fixed in the same batch')]);
    expect(first.map((answer) => answer.status)).toEqual([409, 409, 200]);
    expect(await refusalOf(stale.idempotencyKey!)).toMatchObject({
      path: `/api/schools/${a}`,
      resolvedAt: null,
    });
    expect((await refusalOf(staleToo.idempotencyKey!))?.resolvedAt).toBeInstanceOf(Date);

    await batch([edit(a, 'Fixed in the next batch')]);
    expect((await refusalOf(stale.idempotencyKey!))?.resolvedAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/outbox/batch: replayed', () => {
  it('the same batch again answers the stored answers and applies nothing twice', async () => {
    const [a, b] = others;
    const before = { a: await schoolNow(a), b: await schoolNow(b) };
    const changes = [edit(a, 'Replay A', before.a.version), edit(b, 'Replay B')];
    const first = await batch(changes);
    const seq = await lastSyncValue();
    const second = await batch(changes);

    expect(second.map((answer) => answer.body)).toEqual(first.map((answer) => answer.body));
    expect(second.map((answer) => answer.headers['idempotent-replayed'])).toEqual(['true', 'true']);
    expect(await lastSyncValue()).toBe(seq);
    expect((await schoolNow(a)).version).toBe(before.a.version + 1);
    expect((await schoolNow(b)).version).toBe(before.b.version + 1);
  });

  it('a key already used with another body is refused for that row alone (422)', async () => {
    const [a, b] = others;
    const used = edit(a, 'Key used once');
    await batch([used]);
    const answers = await batch([{ ...used, body: { contact: 'Key used twice' } }, edit(b, 'Next row')]);
    expect(answers.map((answer) => answer.status)).toEqual([422, 200]);
    expect(answers[0]!.body.errorType).toBe('idempotency_mismatch');
    expect((await schoolNow(a)).contact).toBe('Key used once');
  });
});

describe('POST /api/outbox/batch: who may do what', () => {
  it("each change is authorised as its own route, with the caller's token", async () => {
    const before = await schoolNow(others[0]);
    const answers = await batch([edit(others[0], 'Not theirs'), edit(own, 'Their own')], asSchoolAdmin);
    expect(answers.map((answer) => answer.status)).toEqual([403, 200]);
    expect(await schoolNow(others[0])).toEqual(before);
    expect((await schoolNow(own)).contact).toBe('Their own');
  });

  it('without a token the whole batch is a 401 and nothing runs', async () => {
    const before = await schoolNow(own);
    const response = await api.as().post('/api/outbox/batch', { changes: [edit(own, 'Nobody')] });
    expect(response.statusCode).toBe(401);
    expect(await schoolNow(own)).toEqual(before);
  });

  it("lends the batch's caller to its own changes only: the server's inner header from outside is no sign-in", async () => {
    const before = await schoolNow(own);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/schools/${own}`,
      headers: { [INNER_REQUEST.header]: INNER_REQUEST.value },
      payload: { contact: 'Nobody either' },
    });
    expect(response.statusCode).toBe(401);
    expect(await schoolNow(own)).toEqual(before);
  });
});

describe('POST /api/outbox/batch: a malformed batch', () => {
  const good = () => edit(own, 'Never applied');
  const cases: Array<[string, unknown, string]> = [
    ['not a list', { changes: good() }, `changes must be a list of 1 to ${MAX_BATCH_CHANGES} changes`],
    ['a bare list', [good()], 'Invalid request body'],
    [
      'a change that is not an object',
      { changes: [good(), 'PATCH'] },
      'Each change needs a method, a path and its own idempotencyKey',
    ],
    ['empty', { changes: [] }, `changes must be a list of 1 to ${MAX_BATCH_CHANGES} changes`],
    [
      'too many changes',
      { changes: Array.from({ length: MAX_BATCH_CHANGES + 1 }, good) },
      `changes must be a list of 1 to ${MAX_BATCH_CHANGES} changes`,
    ],
    [
      'a GET',
      { changes: [good(), { ...good(), method: 'GET' }] },
      "Each change's method must be POST, PUT, PATCH or DELETE",
    ],
    [
      'a missing key',
      { changes: [good(), { ...good(), idempotencyKey: undefined }] },
      'Each change needs a method, a path and its own idempotencyKey',
    ],
    [
      'an empty key',
      { changes: [{ ...good(), idempotencyKey: '' }] },
      'Each change needs its own Idempotency-Key (1 to 200 visible ASCII characters)',
    ],
    [
      'a key twice',
      { changes: [good(), { ...good(), idempotencyKey: 'twice' }, { ...good(), idempotencyKey: 'twice' }] },
      'Two changes of a batch have the same Idempotency-Key',
    ],
    [
      'a sign-in',
      { changes: [good(), { ...good(), method: 'POST', path: '/auth/login' }] },
      'POST /auth/login cannot be sent in a batch',
    ],
    [
      'a nested batch',
      {
        changes: [good(), { ...good(), method: 'POST', path: '/outbox/batch', body: { changes: [good()] } }],
      },
      'POST /outbox/batch cannot be sent in a batch',
    ],
    [
      'an upload',
      { changes: [{ ...good(), method: 'POST', path: '/files' }] },
      'POST /files cannot be sent in a batch',
    ],
    [
      'an unknown path',
      { changes: [good(), { ...good(), path: '/nowhere/1' }] },
      'PATCH /nowhere/1 cannot be sent in a batch',
    ],
    [
      'a key a header cannot carry',
      { changes: [{ ...good(), idempotencyKey: 'clé' }] },
      'Each change needs its own Idempotency-Key (1 to 200 visible ASCII characters)',
    ],
    [
      'an If-Match a header cannot carry',
      { changes: [{ ...good(), ifMatch: '"3"\n' }] },
      'A change\'s If-Match must be a version, e.g. "3"',
    ],
    [
      'a path with a query',
      { changes: [{ ...good(), path: `/schools/${own}?x=1` }] },
      "Each change's path must be a path under the API root, e.g. /students/<id>",
    ],
    [
      'a path outside the API root',
      { changes: [{ ...good(), path: 'schools/1' }] },
      "Each change's path must be a path under the API root, e.g. /students/<id>",
    ],
    [
      'a body that is not an object',
      { changes: [{ ...good(), body: ['contact'] }] },
      "A change's body must be a JSON object",
    ],
  ];

  it.each(cases)('%s: 400 with a message, and nothing stored', async (_name, payload, message) => {
    const before = await schoolNow(own);
    const seq = await lastSyncValue();
    const response = await api.as(admin).post('/api/outbox/batch', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await lastSyncValue()).toBe(seq);
    expect(await schoolNow(own)).toEqual(before);
  });
});
