/**
 * The served build and the real server for the device benchmarks, started as a person starts it: its own
 * process (`server/main.ts`), the API and the PWA on one loopback port, the embedded database on disk with
 * the demo data. `dist/` is built when missing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../../tests/e2e/global-setup';
import { startServerProcess } from '../server-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO_ADMIN = { email: 'admin@shala.demo', password: 'Shala@2026' } as const;

export interface BenchServer {
  url: string;
  /** Calls the API as the demo super administrator (another session than the tablet's). */
  api<T = unknown>(method: string, apiPath: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-bench-device-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(ROOT, 'dist'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const url = server.origin;

  const call = async (method: string, apiPath: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}/api${apiPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as unknown;
  };
  const { token } = (await call('POST', '/auth/login', DEMO_ADMIN)) as { token: string };

  return {
    url,
    api: async <T>(method: string, apiPath: string, body?: unknown) =>
      (await call(method, apiPath, body, token)) as T,
    async close() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
