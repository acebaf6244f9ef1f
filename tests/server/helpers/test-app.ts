/**
 * Builds the real app for server tests: embedded PGlite in a temp folder by default, or, when
 * TEST_PG_URL (an admin URL) is set, a fresh PostgreSQL database per call, dropped on close.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../server/app';
import { loadConfig, parseMaxActiveRequests, type ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/connection';
import { borrowDatabase } from '../../support/database-pool';

export const TEST_JWT_SECRET = 'test-secret-for-server-tests-only';

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

async function createPostgresDatabase(
  adminUrl: string,
  seeded: boolean,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shala_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${seeded ? ` template ${inject('pgTemplate')}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The seeded template made by the global setup, or an empty database: this worker's, set back to it. */
function embeddedDatabase(seeded: boolean): Promise<Database> {
  const template = seeded ? inject('pgliteTemplate') : '';
  return borrowDatabase(template, async () =>
    template ? new Blob([new Uint8Array(await readFile(template))]) : undefined,
  );
}

/** The real app on its own database: the demo data unless `seedDemo: false` asks for an empty one. */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  build: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shala-test-'));
  const seeded = overrides.seedDemo ?? true;
  const postgres = process.env.TEST_PG_URL
    ? await createPostgresDatabase(process.env.TEST_PG_URL, seeded)
    : undefined;
  const database = postgres ? undefined : await embeddedDatabase(seeded);
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: postgres?.url,
    jwtSecret: TEST_JWT_SECRET,
    distDir: null,
    logLevel: 'silent',
    seedDemo: true,
    uploadDir: path.join(dataDir, 'uploads'),
    maxActiveRequests: parseMaxActiveRequests(undefined, postgres !== undefined),
    ...overrides,
  };
  const app = await buildApp(config, { ...build, database });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO = {
  password: 'Shala@2026',
  superAdmin: 'admin@shala.demo',
  schoolAdmin: 'school@shala.demo',
} as const;

export async function signIn(app: FastifyInstance, email: string, password: string = DEMO.password) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{
    token: string;
    access_token: string;
    user: { _id: string; schoolId: string | null };
    role: string;
    schoolId: string | null;
  }>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
