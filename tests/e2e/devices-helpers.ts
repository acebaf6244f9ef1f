/** The VR devices screen and the server behind it, for its browser tests (signed in as the super administrator). */
import { countDeviceStates } from '../../src/domain/devices/device-state';
import { beforeAll, expect } from 'vitest';
import type { Device } from '../../src/domain/devices/device';
import { luhnValid } from '../../src/domain/devices/device-schema';
import { fleetStatusOf } from '../../src/domain/headsets/lessons-status';
import type { BrowserFixture } from './browser-fixture';
import { adminToken, serverSchools, settled, type SchoolRow } from './schools-helpers';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Long enough for a change to travel the outbox to the server. */
const POLL = { timeout: 20_000 };

/** A valid IMEI number: 14 digits and their Luhn check digit. */
export function imeiOf(body14: string): string {
  const digit = [...'0123456789'].find((d) => luhnValid(body14 + d))!;
  return body14 + digit;
}

export interface NewDevice {
  device_name: string;
  api_token: string;
  school_id: string;
  status?: boolean;
  imei_number?: string | null;
}

/** Call at the top of a test file, after `browserFixture`. */
export function devicesScreen(e2e: BrowserFixture) {
  let token = '';
  let schools: SchoolRow[] = [];
  beforeAll(async () => {
    token = await adminToken(e2e.server);
    schools = await serverSchools(e2e.server, token);
  });
  const page = () => e2e.page;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    e2e.server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  const screen = {
    get token() {
      return token;
    },
    /** The demo schools as the server listed them before the file's tests. */
    get schools() {
      return schools;
    },
    async list(): Promise<Device[]> {
      return (await call('GET', '/api/device')).json<{ data: Device[] }>().data;
    },
    /** A device's status on the server: 200 or 404. */
    status: async (id: string) => (await call('GET', `/api/device/${id}`)).statusCode,
    async create(device: NewDevice): Promise<Device> {
      const answer = await call('POST', '/api/device', device);
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<{ data: Device }>().data;
    },
    bulk: (body: object) => call('POST', '/api/devices/bulk', body),

    async open(): Promise<void> {
      await page().goto('/devices');
      await page().getByRole('heading', { name: 'VR Device Management' }).waitFor();
      await page().getByRole('table').waitFor();
    },
    search: (text: string) => page().getByPlaceholder('Search VR devices...').fill(text),
    rowOf: (name: string) => page().getByRole('row').filter({ hasText: name }),
    /** The names of the devices listed now, in order. */
    listed: () => page().locator('tbody tr .people-table__name').allTextContents(),
    /** The cards line, e.g. 'Total VR Devices10Active7…'. */
    counts: () => page().getByLabel('VR device counts').textContent(),
    /** The cards as the server's devices make them. */
    expectedCounts(devices: readonly Device[]): string {
      const { active, notLinked, inactive } = countDeviceStates(devices);
      const total = devices.length;
      const seen = devices.filter(
        (d) => d.last_seen_at && Date.now() - Date.parse(d.last_seen_at) <= WEEK_MS,
      );
      const outOfDate = devices.filter((d) => fleetStatusOf(d) === 'out_of_date');
      return (
        `Total VR Devices${total}Active${active}Not Linked${notLinked}Inactive${inactive}` +
        `Seen in the last 7 days, of ${total}${seen.length}Lessons out of date${outOfDate.length}`
      );
    },
    settled: () => settled(page()),
    async savedOnServer<T>(read: () => Promise<T>, expected: T): Promise<void> {
      await expect.poll(read, POLL).toBe(expected);
      await screen.settled();
    },
  };
  return screen;
}
