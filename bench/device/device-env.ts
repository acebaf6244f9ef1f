/**
 * What the device benchmarks share: one server with the demo data and the 5,000-pupil school, one
 * Chromium, and the demo super administrator's sign-in to open new, empty profiles with.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/harness';
import { startBenchServer, type BenchServer } from './bench-server';
import { createBigSchool } from './big-school';
import { signedInState } from './tablet';

export interface DeviceEnv {
  server: BenchServer;
  browser: Browser;
  demoSchool: { id: string; name: string; pupils: number };
  bigSchool: { id: string; pupils: number; madeInSeconds: number };
  /** A new profile, signed in, with nothing on the device yet. */
  newDevice(): Promise<BrowserContext>;
  /** The sign-in as the app keeps it in localStorage: written into a profile before its first page. */
  signIn: Array<{ name: string; value: string }>;
  close(): Promise<void>;
}

export async function startDeviceEnv(): Promise<DeviceEnv> {
  const server = await startBenchServer();
  const browser = await launchBrowser('chrome');
  const schools = await server.api<{
    data: Array<{ _id: string; school_name: string; studentCount: number }>;
  }>('GET', '/schools?limit=1');
  const demo = schools.data[0]!;
  const big = await createBigSchool(server, demo._id);
  const state = await signedInState(browser, server.url);
  return {
    server,
    browser,
    demoSchool: { id: demo._id, name: demo.school_name, pupils: demo.studentCount },
    bigSchool: { id: big.schoolId, pupils: big.pupils, madeInSeconds: big.seconds },
    newDevice: () => browser.newContext({ baseURL: server.url, storageState: state }),
    signIn: state.origins.find((entry) => entry.origin === server.url)?.localStorage ?? [],
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
