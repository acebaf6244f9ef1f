/**
 * Migrates and seeds one template database per run, so each test file starts from a copy in a
 * moment instead of seeding its own: a PGlite dump, or a PostgreSQL template database.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connection';
import { seedDemoData } from '../../server/db/seed';

export const PG_TEMPLATE = 'shala_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_URL;
  if (adminUrl) {
    await adminQuery(adminUrl, `drop database if exists ${PG_TEMPLATE} with (force)`);
    await adminQuery(adminUrl, `create database ${PG_TEMPLATE}`);
    const url = new URL(adminUrl);
    url.pathname = `/${PG_TEMPLATE}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedDemoData(database.db);
    await database.close();
    project.provide('pgliteTemplate', '');
    return () => adminQuery(adminUrl, `drop database if exists ${PG_TEMPLATE} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'shala-template-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemoData(database.db);
  const file = path.join(folder, 'seeded.tar.gz');
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
