/** The test server's API as a signed-in person calls it, for a test's own reads and writes. */
import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { BrowserFixture } from './browser-fixture';
import type { TestServer } from './harness';
import { adminToken, demoAdminSchoolId } from './schools-helpers';

export type ApiCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<T>;

/** Calls with the bearer token `token()` gives; resolves to a 200 answer's `data`, else fails naming the call. */
export function serverApi(server: () => TestServer, token: () => string): ApiCall {
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
    const answer = await server().app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token()}` },
    });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json<{ data: T }>().data;
  };
}

export interface PupilRow {
  _id: string;
  student_name: string;
  roll_number: string;
  version: number;
}

/**
 * The school's first pupil as the server lists it, found on the tablet's Students screen: once its
 * Edit button shows, the school's pupils are on the device.
 */
export async function showFirstPupil(page: Page, api: ApiCall, schoolId: string): Promise<PupilRow> {
  const [pupil] = await api<PupilRow[]>('GET', `/api/students/school/${schoolId}?limit=1`);
  if (!pupil) throw new Error('the demo school has no pupil');
  await page.goto(`/schools/${schoolId}/students`);
  await page.getByPlaceholder('Search students...').fill(pupil.roll_number);
  await page.getByRole('button', { name: `Edit ${pupil.student_name}` }).waitFor();
  return pupil;
}

/** Call at the top of a file: the demo school's id, and the API as the demo's administrator. */
export function demoSchoolApi(e2e: BrowserFixture) {
  let token = '';
  let schoolId = '';
  beforeAll(async () => {
    token = await adminToken(e2e.server);
    schoolId = await demoAdminSchoolId(e2e.server);
  });
  return {
    api: serverApi(
      () => e2e.server,
      () => token,
    ),
    get schoolId() {
      return schoolId;
    },
  };
}
