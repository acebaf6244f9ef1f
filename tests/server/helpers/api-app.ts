/**
 * The setup every API test file shares: one app with demo data and a super administrator. Call
 * `setupApiApp()` at the top of a test file; the bindings below are filled in before its tests run.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Pagination } from '../../../src/domain/schools/school';
import { createTestApp, DEMO, signIn, type TestApp } from './test-app';
import { testApi, type Caller, type TestApi } from './test-api';

export let t: TestApp;
export let api: TestApi;
/** The super administrator's token, and the API as them. */
export let admin: string;
export let asAdmin: Caller;

/** The body of a GET as the super administrator, checking its status when one is given. */
export async function getJson<T>(url: string, status?: number): Promise<T> {
  const response = await asAdmin.get(url);
  if (status !== undefined) expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json<T>();
}

/** The list envelope of docs/api.md, "Lists". */
export interface ListBody<T> {
  success: boolean;
  data: T[];
  pagination: Pagination;
  filters: Record<string, string | null>;
}

export function setupApiApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    api = testApi(t.app);
    admin = (await signIn(t.app, DEMO.superAdmin)).token;
    asAdmin = api.as(admin);
  });
  afterAll(() => t.close());
}
