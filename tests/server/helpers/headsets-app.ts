/**
 * Shared setup of the headset API tests: the API app as the super administrator, headsets made through
 * the console's routes, calls with a device token, check-in bodies, and commands put straight into the
 * database (the console's command route is not the headset API's).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { deviceCommands, devices } from '../../../server/db/schema';
import type { Manifest } from '../../../src/domain/headsets/headset';
import type { School } from '../../../src/domain/schools/school';
import { asAdmin, getJson, setupApiApp, t } from './api-app';

export { t, asAdmin, getJson };

/** A demo school with active classes: its headsets have lessons. */
export let school: School;

let n = 0;

export const deviceAuth = (token: string) => ({ authorization: `Device ${token}` });

export function asHeadset(token: string, remoteAddress = '203.0.113.10') {
  const call = (
    method: 'GET' | 'HEAD' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...deviceAuth(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    head: (url: string, headers?: Record<string, string>) => call('HEAD', url, undefined, headers),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    manifest: async (since?: string) => {
      const response = await call('GET', `/api/headset/manifest${since ? `?since=${since}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Manifest>();
    },
  };
}

export interface TestHeadset {
  id: string;
  token: string;
}

/** A headset added in the console, linked to `school` unless told otherwise. */
export async function newHeadset(overrides: Record<string, unknown> = {}): Promise<TestHeadset> {
  n += 1;
  const token = `vr-headset-${n}-${randomUUID()}`;
  const response = await asAdmin.post('/api/device', {
    device_name: `Quest 3 - Headset test ${n}`,
    api_token: token,
    school_id: school._id,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ data: { _id: string } }>().data._id, token };
}

export function checkInBody(overrides: Record<string, unknown> = {}) {
  return {
    battery_percent: 76,
    charging: false,
    free_storage_mb: 18210,
    app_version: '1.4.0',
    os_version: 'Quest OS 71',
    lessons: [],
    ...overrides,
  };
}

export async function storedDevice(id: string) {
  const [row] = await t.app.db.select().from(devices).where(eq(devices._id, id));
  return row!;
}

/** A command waiting for the headset, as the console stores it; `createdAt` to age it. */
export async function insertCommand(
  deviceId: string,
  values: { kind?: string; contentId?: string | null; createdAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await t.app.db.insert(deviceCommands).values({
    _id: id,
    deviceId,
    kind: values.kind ?? 'sync',
    contentId: values.contentId ?? null,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  });
  return id;
}

export function setupHeadsetsApp(): void {
  setupApiApp();
  beforeAll(async () => {
    const schools = (await getJson<{ data: School[] }>('/api/schools?limit=100', 200)).data;
    for (const candidate of schools) {
      const classes = await getJson<{ data: Array<{ status: string }> }>(
        `/api/classes?school_id=${candidate._id}&limit=100`,
        200,
      );
      if (classes.data.some((klass) => klass.status === 'active')) {
        school = candidate;
        break;
      }
    }
    expect(school).toBeDefined();
  });
}
