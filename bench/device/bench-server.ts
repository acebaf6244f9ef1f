/**
 * The served build and the real server for the device benchmarks: `dist/` built when missing, the API
 * and the PWA on one loopback port, demo data in an embedded database held in memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { ensureBuild } from '../../tests/e2e/global-setup';

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
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(ROOT, 'dist'),
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp(config, { database });
  await app.listen({ host: config.host, port: config.port });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

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
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
