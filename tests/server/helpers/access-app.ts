/**
 * Shared setup of the access tests: the API app with a super administrator, the demo school
 * administrator, a signed-up user of no role, the school admin's own school and another one.
 * Call `setupAccessApp()` at the top of a test file; the bindings are filled in before its tests run.
 */
import { beforeAll } from 'vitest';
import type { School } from '../../../src/domain/schools/school';
import { admin, api, getJson, setupApiApp, t } from './api-app';
import { signUp } from './sign-up';
import { DEMO, signIn } from './test-app';
import type { Method } from './test-api';

export { t, admin };
export let schoolAdmin: string;
export let plainUser: string;
export let own: School;
export let other: School;

export const call = (token: string, method: Method, url: string, payload?: object) =>
  api.as(token).request(method, url, payload);

export function setupAccessApp(): void {
  setupApiApp();
  beforeAll(async () => {
    const schoolSignIn = await signIn(t.app, DEMO.schoolAdmin);
    schoolAdmin = schoolSignIn.token;
    plainUser = (
      await signUp(t, { email: 'guardian@example.in', password: 'a-good-password', name: 'A Guardian' })
    ).token;
    const schools = (await getJson<{ data: School[] }>('/api/schools?limit=100')).data;
    own = schools.find((s) => s._id === schoolSignIn.schoolId)!;
    other = schools.find((s) => s._id !== own._id)!;
  });
}
