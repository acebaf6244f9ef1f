/**
 * One row per API route, for the route-walking tests (`route-access.test.ts`, `route-fuzz.test.ts`):
 * a valid request on records of school A (the demo school administrator belongs to school B) and who
 * may call it. The tests read the registered routes from the app, so a route added without a row here
 * fails them by name.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect } from 'vitest';
import type { SchoolClass } from '../../../src/domain/classes/class';
import { newId } from '../../../src/domain/ids';
import { deviceCommands } from '../../../server/db/schema';
import { admin, call, other, own, plainUser, schoolAdmin, setupAccessApp, t } from './access-app';
import { bookingBody } from './bookings';
import { codeIn, latestMailTo } from './mail';
import { DEMO, signIn } from './test-app';
import { isbn13 } from './school-records-app';
import { previewIn, schoolYearIn } from './school-year-app';
import { form as school } from './schools-app';

export { t, admin, schoolAdmin, plainUser };

/**
 * Who may call a route (anyone else gets 401 without a token, 403 with one):
 * - `public`: anyone, signed in or not;
 * - `signedIn`: any signed-in user, a plain `user` included;
 * - `admins`: both administrator roles, whatever their school (lists narrowed to their own school,
 *   shared masters, their own uploads);
 * - `scoped`: the super administrator and the record's own school (or, for an upload, its owner);
 *   another school's administrator gets 403;
 * - `super`: the super administrator only;
 * - `device`: a headset with its device token, which the row's request carries; no person (401).
 */
export type Who = 'public' | 'signedIn' | 'admins' | 'scoped' | 'super' | 'device';

export interface RouteRequest {
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
}

export interface RouteRow {
  who: Who;
  /** A valid request, made afresh for each call (new ids, new codes). */
  request(): RouteRequest | Promise<RouteRequest>;
  /**
   * Ends the caller's session (logout) or all of them: the walks send it after every other route, and
   * the route walk as a fresh sign-in of the caller, so one such row does not sign the next one out.
   */
  endsSession?: true;
}

/** Records of school A (and shared ones) the rows name, filled in by `setupRouteTable()`. */
interface Fixtures {
  school: string;
  klass: SchoolClass;
  teacher: string;
  student: string;
  subject: string;
  book: string;
  content: { _id: string; class: string; subject: string };
  device: string;
  /** The super administrator's own. */
  booking: string;
  /** A school administrator of school A, for the users routes. */
  account: string;
  masterClass: string;
  /** Unfinished tus uploads of the super administrator (one to PATCH, one to DELETE, one to HEAD) and a stored file. */
  uploads: { patch: string; remove: string; head: string; stored: string };
  /** A second session of the super administrator, for ending one by id. */
  spareSession: string;
  /** A headset of school A: its token, a command waiting for it, a file of its manifest. */
  headset: { token: string; command: string; file: string };
  /** Records that only the super administrator's DELETE removes. */
  doomed: Record<
    'school' | 'klass' | 'student' | 'teacher' | 'subject' | 'book' | 'content' | 'device' | 'booking',
    string
  >;
}

export let f: Fixtures;

/** The plain user `setupAccessApp()` registers. */
export const GUARDIAN = { email: 'guardian@example.in', password: 'a-good-password' };
const LESSON = await readFile(path.join(import.meta.dirname, '../../fixtures/media/lesson.mp4'));
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (value: string) => Buffer.from(value).toString('base64');

let n = 0;
const unique = () => `${++n}${Date.now().toString(36)}`;

const studentRow = () => ({
  _id: newId(),
  student_name: 'Walk Student',
  email: `walk.student.${unique()}@walk.shala.demo`,
  roll_number: `WK${unique()}`.toUpperCase().slice(0, 20),
  class_id: f.klass._id,
  status: true,
});
const teacherRow = () => ({
  _id: newId(),
  teacher_id: `WT${n + 1}X${Date.now() % 10000}`,
  teacher_name: 'Walk Teacher',
  email: `walk.teacher.${unique()}@walk.shala.demo`,
  phone_number: '9822000000',
  status: 'active',
});
const subjectRow = () => ({
  _id: newId(),
  name: 'Walk Subject',
  code: `WS${unique()}`.toUpperCase().slice(0, 20),
  department: 'Arts',
  grade: 3,
});
const bookRow = () => ({
  _id: newId(),
  title: 'Walk Book',
  author: 'Sane Guruji',
  subject: 'Marathi',
  grade: 4,
  isbn: isbn13(500 + ++n),
  copies: 3,
  available: 3,
});
const deviceRow = () => ({
  _id: newId(),
  device_name: `Walk headset ${unique()}`,
  api_token: `walk-token-${newId()}`,
  school_id: f.school,
  status: true,
});
const bookingForm = () => bookingBody({ description: `Walk booking ${unique()}` });
const accountRow = () => ({
  _id: newId(),
  name: 'Walk Administrator',
  email: `walk.admin.${unique()}@walk.shala.demo`,
  role: 'school_admin',
  schoolId: f.school,
});
const schoolForm = () =>
  school({
    _id: newId(),
    school_name: 'Zilla Parishad Primary School Walk',
    email: `office.${unique()}@walk.shala.demo`,
    principal_email: 'mahadev.dhumal@walk.shala.demo',
  });
const contentForm = () => ({
  _id: newId(),
  content_type: 'vr',
  class: f.content.class,
  subject: f.content.subject,
  chapter_number: 3,
  chapter_title: `Walk chapter ${unique()}`,
  scene_id: 'A village market at noon',
});

/** A tus creation request of a new upload of `length` bytes. */
export function tusCreation(id: string = randomUUID(), length = LESSON.length): RouteRequest {
  const metadata = `id ${b64(id)},filename ${b64('lesson.mp4')},filetype ${b64('video/mp4')},kind ${b64('video')}`;
  return {
    url: '/api/files',
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata },
  };
}

const BOUNDARY = '----walk-boundary';
const multipart = (url: string): RouteRequest => ({
  url,
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="lesson.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    ),
    LESSON,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});

/** A fresh account and a reset code mailed to it, so that no account's sign-in tries add up across rows. */
async function resetRequest(): Promise<object> {
  const account = { email: `walk.reset.${unique()}@example.in`, password: 'a-good-password' };
  const prepare = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.200' });
  const registered = await prepare('/api/auth/register', { ...account, name: 'Walk' });
  expect(registered.statusCode, registered.body).toBe(202);
  const sent = await prepare('/api/auth/send-otp?source=reset', { email: account.email });
  expect(sent.statusCode, sent.body).toBe(200);
  return { ...account, otp: codeIn(await latestMailTo(t, account.email)) };
}

const get =
  (url: string): RouteRow['request'] =>
  () => ({ url });

/** A request of school A's headset, with its device token. */
const headsetRequest = (url: string, payload?: object): RouteRequest => ({
  url,
  headers: { authorization: `Device ${f.headset.token}` },
  ...(payload ? { payload } : {}),
});

/** A headset of school A, a command waiting for it, and a file of its manifest. */
async function headsetOf(school: string): Promise<Fixtures['headset']> {
  const token = `walk-headset-${newId()}`;
  const device = await created('/api/device', { ...deviceRow(), api_token: token, school_id: school });
  const command = randomUUID();
  await t.app.db.insert(deviceCommands).values({ _id: command, deviceId: device, kind: 'sync' });
  const manifest = await t.app.inject({
    method: 'GET',
    url: '/api/headset/manifest',
    headers: { authorization: `Device ${token}` },
  });
  expect(manifest.statusCode, manifest.body).toBe(200);
  const lessons = manifest.json<{ lessons: Array<{ file: { url: string } | null }> }>().lessons;
  const file = lessons.find((lesson) => lesson.file)?.file?.url;
  expect(file, "school A's headset has a lesson file").toBeDefined();
  return { token, command, file: file! };
}

/** Every route as `METHOD /api/path` (as `app.apiRoutes` names it), with `HEAD /api/files/:id` added by hand. */
export const ROUTES: Record<string, RouteRow> = {
  'POST /api/auth/send-otp': {
    who: 'public',
    request: () => ({ url: '/api/auth/send-otp', payload: { email: 'nobody.walk@example.in' } }),
  },
  'POST /api/auth/login': { who: 'public', request: () => ({ url: '/api/auth/login', payload: GUARDIAN }) },
  'POST /api/auth/reset-password': {
    who: 'public',
    request: async () => ({ url: '/api/auth/reset-password', payload: await resetRequest() }),
  },
  'POST /api/auth/register': {
    who: 'public',
    request: () => ({
      url: '/api/auth/register',
      payload: { email: `walk.${unique()}@example.in`, password: 'a-good-password', name: 'Walk' },
    }),
  },
  'GET /api/auth/me': { who: 'signedIn', request: get('/api/auth/me') },
  'POST /api/auth/logout': {
    who: 'signedIn',
    endsSession: true,
    request: () => ({ url: '/api/auth/logout' }),
  },
  'POST /api/auth/logout-all': {
    who: 'signedIn',
    endsSession: true,
    request: () => ({ url: '/api/auth/logout-all' }),
  },
  'GET /api/auth/sessions': { who: 'signedIn', request: get('/api/auth/sessions') },
  'DELETE /api/auth/sessions/:id': {
    who: 'signedIn',
    request: () => ({ url: `/api/auth/sessions/${f.spareSession}` }),
  },
  'GET /api/auth/settings': { who: 'signedIn', request: get('/api/auth/settings') },
  'PUT /api/auth/settings': {
    who: 'signedIn',
    request: () => ({ url: '/api/auth/settings', payload: { compactView: true } }),
  },
  'DELETE /api/auth/refused-changes/:key': {
    who: 'signedIn',
    request: () => ({ url: `/api/auth/refused-changes/walk-${unique()}` }),
  },
  'GET /api/docs': { who: 'public', request: get('/api/docs') },
  'GET /api/docs/page': { who: 'public', request: get('/api/docs/page') },
  'PUT /api/auth/profile': {
    who: 'signedIn',
    request: () => ({ url: '/api/auth/profile', payload: { company: 'Walk' } }),
  },

  'GET /api/schools': { who: 'admins', request: get('/api/schools') },
  'GET /api/schools/search': { who: 'admins', request: get('/api/schools/search?q=a') },
  'GET /api/schools/search-advanced': { who: 'admins', request: get('/api/schools/search-advanced?city=a') },
  'GET /api/schools/active': { who: 'admins', request: get('/api/schools/active') },
  'GET /api/schools/dropdown': { who: 'admins', request: get('/api/schools/dropdown') },
  'GET /api/schools/statistics': { who: 'admins', request: get('/api/schools/statistics') },
  'GET /api/schools/statistics/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/schools/statistics/${f.school}` }),
  },
  'GET /api/schools/:id': { who: 'scoped', request: () => ({ url: `/api/schools/${f.school}` }) },
  'POST /api/schools/initiate-school': {
    who: 'super',
    request: () => ({ url: '/api/schools/initiate-school', payload: schoolForm() }),
  },
  'PATCH /api/schools/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/schools/${f.school}`, payload: { contact: 'Walk Contact' } }),
  },
  'DELETE /api/schools/:id': { who: 'super', request: () => ({ url: `/api/schools/${f.doomed.school}` }) },
  'PUT /api/schools/bulk-update': {
    who: 'super',
    request: () => ({
      url: '/api/schools/bulk-update',
      payload: { schoolIds: [f.school], status: 'active' },
    }),
  },
  // The new year, then its undo: a walk starts school A's new year and gives it back its year.
  'POST /api/schools/:id/new-year': {
    who: 'scoped',
    request: async () => ({
      url: `/api/schools/${f.school}/new-year`,
      payload: (await previewIn(t.app.db, f.school)).body,
    }),
  },
  'POST /api/schools/:id/new-year/undo': {
    who: 'scoped',
    request: async () => ({
      url: `/api/schools/${f.school}/new-year/undo`,
      payload: { year: await schoolYearIn(t.app.db, f.school) },
    }),
  },

  'GET /api/classes': { who: 'scoped', request: () => ({ url: `/api/classes?school_id=${f.school}` }) },
  'GET /api/classes/search': {
    who: 'scoped',
    request: () => ({ url: `/api/classes/search?q=class&school_id=${f.school}` }),
  },
  'GET /api/classes/details/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/classes/details/${f.klass._id}` }),
  },
  'GET /api/classes/:id': { who: 'scoped', request: () => ({ url: `/api/classes/${f.klass._id}` }) },
  'POST /api/classes': {
    who: 'scoped',
    request: () => ({
      url: '/api/classes',
      payload: {
        _id: newId(),
        grade: 6,
        section: 'C',
        class_teacher_id: f.teacher,
        schedule: 'Mon-Fri 10:00-15:30',
        subject_count: 6,
        status: 'active',
        school_id: f.school,
      },
    }),
  },
  'PATCH /api/classes/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/classes/${f.klass._id}`, payload: { schedule: 'Mon-Fri 10:00-16:00' } }),
  },
  'DELETE /api/classes/:id': { who: 'scoped', request: () => ({ url: `/api/classes/${f.doomed.klass}` }) },
  'GET /api/master-class-subject/classes': {
    who: 'admins',
    request: get('/api/master-class-subject/classes'),
  },
  'GET /api/master-class-subject/subjects': {
    who: 'admins',
    request: get('/api/master-class-subject/subjects'),
  },
  'GET /api/master-class-subject/subjects/:classId': {
    who: 'admins',
    request: () => ({ url: `/api/master-class-subject/subjects/${f.masterClass}` }),
  },

  'GET /api/students': { who: 'scoped', request: () => ({ url: `/api/students?school_id=${f.school}` }) },
  'GET /api/students/search': {
    who: 'scoped',
    request: () => ({ url: `/api/students/search?q=a&school_id=${f.school}` }),
  },
  'GET /api/students/school/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/students/school/${f.school}` }),
  },
  'GET /api/students/:id': { who: 'scoped', request: () => ({ url: `/api/students/${f.student}` }) },
  'POST /api/students': {
    who: 'scoped',
    request: () => ({ url: '/api/students', payload: { ...studentRow(), school_id: f.school } }),
  },
  'POST /api/students/bulk': {
    who: 'scoped',
    request: () => ({
      url: '/api/students/bulk',
      payload: { school_id: f.school, students: [studentRow()] },
    }),
  },
  'PATCH /api/students/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/students/${f.student}`, payload: { student_name: 'Walk Renamed' } }),
  },
  'DELETE /api/students/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/students/${f.doomed.student}` }),
  },

  'GET /api/teachers': { who: 'scoped', request: () => ({ url: `/api/teachers?school_id=${f.school}` }) },
  'GET /api/teachers/search': {
    who: 'scoped',
    request: () => ({ url: `/api/teachers/search?q=a&school_id=${f.school}` }),
  },
  'GET /api/teachers/:id': { who: 'scoped', request: () => ({ url: `/api/teachers/${f.teacher}` }) },
  'POST /api/teachers': {
    who: 'scoped',
    request: () => ({ url: '/api/teachers', payload: { ...teacherRow(), school_id: f.school } }),
  },
  'POST /api/teachers/bulk': {
    who: 'scoped',
    request: () => ({
      url: '/api/teachers/bulk',
      payload: { school_id: f.school, teachers: [teacherRow()] },
    }),
  },
  'PATCH /api/teachers/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/teachers/${f.teacher}`, payload: { department: 'Walk' } }),
  },
  'DELETE /api/teachers/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/teachers/${f.doomed.teacher}` }),
  },

  'GET /api/subjects': { who: 'scoped', request: () => ({ url: `/api/subjects?school_id=${f.school}` }) },
  'GET /api/subjects/search': {
    who: 'scoped',
    request: () => ({ url: `/api/subjects/search?q=a&school_id=${f.school}` }),
  },
  'GET /api/subjects/school/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/subjects/school/${f.school}` }),
  },
  'GET /api/subjects/:id': { who: 'scoped', request: () => ({ url: `/api/subjects/${f.subject}` }) },
  'POST /api/subjects': {
    who: 'scoped',
    request: () => ({ url: '/api/subjects', payload: { ...subjectRow(), school_id: f.school } }),
  },
  'POST /api/subjects/bulk': {
    who: 'scoped',
    request: () => ({
      url: '/api/subjects/bulk',
      payload: { school_id: f.school, subjects: [subjectRow()] },
    }),
  },
  'PATCH /api/subjects/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/subjects/${f.subject}`, payload: { credits: 2 } }),
  },
  'DELETE /api/subjects/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/subjects/${f.doomed.subject}` }),
  },

  'GET /api/books': { who: 'scoped', request: () => ({ url: `/api/books?school_id=${f.school}` }) },
  'GET /api/books/search': {
    who: 'scoped',
    request: () => ({ url: `/api/books/search?q=a&school_id=${f.school}` }),
  },
  'GET /api/books/:id': { who: 'scoped', request: () => ({ url: `/api/books/${f.book}` }) },
  'POST /api/books': {
    who: 'scoped',
    request: () => ({ url: '/api/books', payload: { ...bookRow(), school_id: f.school } }),
  },
  'PATCH /api/books/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/books/${f.book}`, payload: { copies: 4 } }),
  },
  'DELETE /api/books/:id': { who: 'scoped', request: () => ({ url: `/api/books/${f.doomed.book}` }) },

  'GET /api/contents/all': { who: 'admins', request: get('/api/contents/all') },
  'GET /api/contents/:id': { who: 'admins', request: () => ({ url: `/api/contents/${f.content._id}` }) },
  'POST /api/contents': { who: 'super', request: () => ({ url: '/api/contents', payload: contentForm() }) },
  'PATCH /api/contents/:id': {
    who: 'super',
    request: () => ({
      url: `/api/contents/${f.content._id}`,
      payload: { chapter_subtitle: 'A lesson walked by the tests' },
    }),
  },
  'DELETE /api/contents/:id': { who: 'super', request: () => ({ url: `/api/contents/${f.doomed.content}` }) },

  'POST /api/upload': { who: 'admins', request: () => multipart('/api/upload?kind=video') },
  'POST /api/uploads': { who: 'admins', request: () => multipart('/api/uploads?kind=video') },
  'OPTIONS /api/files': { who: 'public', request: () => ({ url: '/api/files' }) },
  'POST /api/files': { who: 'admins', request: () => tusCreation() },
  'PATCH /api/files/:id': {
    who: 'scoped',
    request: () => ({
      url: `/api/files/${f.uploads.patch}`,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: LESSON.subarray(0, 1000),
    }),
  },
  'DELETE /api/files/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/files/${f.uploads.remove}`, headers: TUS }),
  },
  'HEAD /api/files/:id': {
    who: 'scoped',
    request: () => ({ url: `/api/files/${f.uploads.head}`, headers: TUS }),
  },
  'GET /api/files/:id': { who: 'public', request: () => ({ url: `/api/files/${f.uploads.stored}` }) },

  'GET /api/dashboard': { who: 'super', request: get('/api/dashboard') },
  'GET /api/device': { who: 'super', request: get('/api/device') },
  'GET /api/devices/search': { who: 'super', request: get('/api/devices/search?q=walk') },
  'GET /api/devices/status/:status': { who: 'super', request: get('/api/devices/status/active') },
  'GET /api/devices/school/:schoolId': {
    who: 'super',
    request: () => ({ url: `/api/devices/school/${f.school}` }),
  },
  'GET /api/device/:id': { who: 'super', request: () => ({ url: `/api/device/${f.device}` }) },
  'GET /api/devices/:id/token': { who: 'super', request: () => ({ url: `/api/devices/${f.device}/token` }) },
  'GET /api/devices/:id/statistics': {
    who: 'super',
    request: () => ({ url: `/api/devices/${f.device}/statistics` }),
  },
  'POST /api/device': { who: 'super', request: () => ({ url: '/api/device', payload: deviceRow() }) },
  'POST /api/devices/bulk': {
    who: 'super',
    request: () => ({ url: '/api/devices/bulk', payload: { devices: [deviceRow()] } }),
  },
  'PUT /api/device/:id': {
    who: 'super',
    request: () => ({ url: `/api/device/${f.device}`, payload: { ...deviceRow(), _id: undefined } }),
  },
  'PATCH /api/devices/:id/status': {
    who: 'super',
    request: () => ({ url: `/api/devices/${f.device}/status`, payload: { status: true } }),
  },
  'POST /api/devices/:id/rotate-token': {
    who: 'super',
    request: () => ({
      url: `/api/devices/${f.device}/rotate-token`,
      payload: { api_token: `walk-rotated-${newId()}` },
    }),
  },
  'DELETE /api/device/:id': { who: 'super', request: () => ({ url: `/api/device/${f.doomed.device}` }) },
  'POST /api/devices/:id/commands': {
    who: 'super',
    request: () => ({ url: `/api/devices/${f.device}/commands`, payload: { kind: 'sync' } }),
  },
  'GET /api/devices/:id/commands': {
    who: 'super',
    request: () => ({ url: `/api/devices/${f.device}/commands` }),
  },
  'GET /api/devices/:id/lessons': {
    who: 'super',
    request: () => ({ url: `/api/devices/${f.device}/lessons` }),
  },
  'GET /api/devices/:id/plays': {
    who: 'super',
    request: () => ({ url: `/api/devices/${f.device}/plays?days=7` }),
  },

  'POST /api/headset/check-in': {
    who: 'device',
    request: () =>
      headsetRequest('/api/headset/check-in', {
        battery_percent: 80,
        charging: true,
        free_storage_mb: 2048,
        app_version: '1.4.0',
        os_version: 'Quest OS 71',
        lessons: [{ content_id: f.content._id, status: 'installed', version: 1 }],
      }),
  },
  'GET /api/headset/manifest': { who: 'device', request: () => headsetRequest('/api/headset/manifest') },
  'GET /api/headset/files/:id': { who: 'device', request: () => headsetRequest(f.headset.file) },
  'HEAD /api/headset/files/:id': { who: 'device', request: () => headsetRequest(f.headset.file) },
  'POST /api/headset/plays': {
    who: 'device',
    request: () =>
      headsetRequest('/api/headset/plays', {
        plays: [
          {
            id: randomUUID(),
            content_id: f.content._id,
            started_at: '2026-11-28T10:04:00Z',
            duration_s: 540,
            completed: true,
          },
        ],
      }),
  },
  'POST /api/headset/commands/:commandId/ack': {
    who: 'device',
    request: () =>
      headsetRequest(`/api/headset/commands/${f.headset.command}/ack`, { result: 'done', message: null }),
  },

  'GET /api/bookings': { who: 'signedIn', request: get('/api/bookings') },
  'GET /api/bookings/:id': { who: 'signedIn', request: () => ({ url: `/api/bookings/${f.booking}` }) },
  'POST /api/bookings': {
    who: 'signedIn',
    request: () => ({ url: '/api/bookings', payload: bookingForm() }),
  },
  'PUT /api/bookings/:id': {
    who: 'signedIn',
    request: () => ({ url: `/api/bookings/${f.booking}`, payload: bookingForm() }),
  },
  'DELETE /api/bookings/:id': {
    who: 'signedIn',
    request: () => ({ url: `/api/bookings/${f.doomed.booking}` }),
  },
  'GET /api/users': { who: 'super', request: get('/api/users?q=walk') },
  'GET /api/users/:id': { who: 'super', request: () => ({ url: `/api/users/${f.account}` }) },
  'POST /api/users': { who: 'super', request: () => ({ url: '/api/users', payload: accountRow() }) },
  'PATCH /api/users/:id': {
    who: 'super',
    request: () => ({ url: `/api/users/${f.account}`, payload: { name: 'Walk Renamed' } }),
  },
  'POST /api/users/:id/send-code': {
    who: 'super',
    request: () => ({ url: `/api/users/${f.account}/send-code` }),
  },

  'GET /api/sync': { who: 'scoped', request: () => ({ url: `/api/sync?scope=school:${f.school}` }) },
  'POST /api/outbox/batch': {
    who: 'signedIn',
    request: () => ({
      url: '/api/outbox/batch',
      payload: {
        changes: [
          {
            method: 'PATCH',
            path: `/schools/${f.school}`,
            idempotencyKey: `walk-${unique()}`,
            body: { contact: 'Walk Batch' },
          },
        ],
      },
    }),
  },
};

/** `HEAD` routes are not in `app.apiRoutes` (Fastify adds one per GET); the tus one is real. */
export const EXTRA_ROUTES = ['HEAD /api/files/:id', 'HEAD /api/headset/files/:id'];

async function created(url: string, payload: object): Promise<string> {
  const response = await call(admin, 'POST', url, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
}

async function firstOf<T = { _id: string }>(url: string): Promise<T> {
  const response = await call(admin, 'GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T[] }>().data[0]!;
}

async function tusUpload(): Promise<string> {
  const id = randomUUID();
  const creation = tusCreation(id);
  const response = await t.app.inject({
    method: 'POST',
    url: creation.url,
    headers: { ...creation.headers, authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

async function storedFile(): Promise<string> {
  const upload = multipart('/api/upload?kind=video');
  const response = await t.app.inject({
    method: 'POST',
    url: upload.url,
    headers: { ...upload.headers, authorization: `Bearer ${admin}` },
    payload: upload.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

/** The super administrator signed in once more, elsewhere: that session's id. */
async function spareSession(): Promise<string> {
  await signIn(t.app, DEMO.superAdmin);
  const response = await call(admin, 'GET', '/api/auth/sessions');
  expect(response.statusCode, response.body).toBe(200);
  const sessions = response.json<{ data: { id: string; current: boolean; lastUsedAt: string }[] }>().data;
  return sessions.find((session) => !session.current)!.id;
}

/**
 * The access app (super administrator, school B's administrator, a plain user) and the records of
 * school A the rows name. School A is the one the school administrator does not belong to.
 */
export function setupRouteTable(): void {
  setupAccessApp();
  beforeAll(async () => {
    const school = other._id;
    expect(school).not.toBe(own._id);
    const klass = await firstOf<SchoolClass>(`/api/classes?school_id=${school}`);
    const teacher = (await firstOf(`/api/teachers?school_id=${school}&status=active`))._id;
    const content = await firstOf<Fixtures['content']>('/api/contents/all?limit=1');
    f = {
      school,
      klass,
      teacher,
      student: (await firstOf(`/api/students?school_id=${school}&limit=1`))._id,
      subject: (await firstOf(`/api/subjects?school_id=${school}&limit=1`))._id,
      book: (await firstOf(`/api/books?school_id=${school}&limit=1`))._id,
      content,
      device: '',
      booking: await created('/api/bookings', bookingForm()),
      account: '',
      masterClass: (await firstOf('/api/master-class-subject/classes'))._id,
      uploads: {
        patch: await tusUpload(),
        remove: await tusUpload(),
        head: await tusUpload(),
        stored: await storedFile(),
      },
      spareSession: await spareSession(),
      headset: { token: '', command: '', file: '' },
      doomed: {} as Fixtures['doomed'],
    };
    f.headset = await headsetOf(school);
    f.device = await created('/api/device', deviceRow());
    f.account = await created('/api/users', accountRow());
    f.doomed = {
      school: await created('/api/schools/initiate-school', schoolForm()),
      klass: await created('/api/classes', {
        grade: 6,
        section: 'D',
        class_teacher_id: teacher,
        schedule: 'Mon-Fri 10:00-15:30',
        subject_count: 6,
        status: 'active',
        school_id: school,
      }),
      student: await created('/api/students', { ...studentRow(), school_id: school }),
      teacher: await created('/api/teachers', { ...teacherRow(), school_id: school }),
      subject: await created('/api/subjects', { ...subjectRow(), school_id: school }),
      book: await created('/api/books', { ...bookRow(), school_id: school }),
      content: await created('/api/contents', contentForm()),
      device: await created('/api/device', deviceRow()),
      booking: await created('/api/bookings', bookingForm()),
    };
  });
}

/** The route names the app registered under /api, as the rows name them. */
export const registeredRoutes = () => [
  ...t.app.apiRoutes.map((route) => `${route.method} ${route.url}`),
  ...EXTRA_ROUTES.filter((name) => t.app.hasRoute({ method: methodOf(name), url: name.split(' ')[1]! })),
];

/** The method and path pattern of a row's name. */
export function methodOf(name: string) {
  return name.split(' ')[0] as 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
}
