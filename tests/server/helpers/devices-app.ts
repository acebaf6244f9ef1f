/**
 * Shared setup of the devices tests: the API app as the super administrator, two live schools, a valid
 * device form (a token and an IMEI no other form uses) and helpers to send requests and make devices.
 */
import { beforeAll, expect } from 'vitest';
import type { Device } from '../../../src/domain/devices/device';
import { luhnValid } from '../../../src/domain/devices/device-schema';
import type { School } from '../../../src/domain/schools/school';
import { asAdmin, getJson, setupApiApp, type ListBody } from './api-app';
import type { CallOptions, Method } from './test-api';

export { t, admin, getJson, type ListBody } from './api-app';
export let school: School;
export let other: School;

let n = 0;

/** A 15-digit IMEI with a valid Luhn check digit that no demo headset has (they start with 35). */
export function imei(seed: number): string {
  const body = `86${String(seed).padStart(12, '0')}`;
  const check = [...'0123456789'].find((digit) => luhnValid(body + digit))!;
  return body + check;
}

/** The same IMEI with its last digit changed: the Luhn check fails. */
export const badCheckDigit = (valid: string) => valid.slice(0, 14) + String((Number(valid.at(-1)) + 1) % 10);

export const send = (method: Method, url: string, payload?: unknown, options: CallOptions = {}) =>
  asAdmin.request(method, url, payload, options);

export function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    device_name: `Quest 3 - Test ${n}`,
    api_token: `vr_test_token_${n}_${Math.random().toString(36).slice(2, 10)}`,
    school_id: school._id,
    status: true,
    imei_number: imei(n),
    ...overrides,
  };
}

export async function created(overrides: Record<string, unknown> = {}): Promise<Device> {
  const response = await send('POST', '/api/device', form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Device }>().data;
}

export const listOf = async (url: string) => getJson<ListBody<Device>>(url, 200);

/** A device's token, as `GET /devices/:id/token` answers it. */
export const tokenOf = async (id: string) =>
  (await getJson<{ data: { api_token: string } }>(`/api/devices/${id}/token`, 200)).data.api_token;

export function setupDevicesApp(): void {
  setupApiApp();
  beforeAll(async () => {
    [school, other] = (await getJson<{ data: School[] }>('/api/schools?limit=2')).data as [School, School];
  });
}
