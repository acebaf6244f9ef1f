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
import { seedDemoData } from '../../server/seed/seed';
import '../support/cheap-passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite dump each file opens a copy of ('' on PostgreSQL). */
    pgliteTemplate: string;
    /** The seeded PostgreSQL database each file's database is made from ('' on PGlite). */
    pgTemplate: string;
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
    // Named for this run, so that two runs can share one cluster (the flaky hunt runs two at once).
    const template = `shala_test_template_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedDemoData(database.db);
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('pgTemplate', template);
    return () => adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'shala-template-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemoData(database.db);
  const file = path.join(folder, 'seeded.tar.gz');
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rm(folder, { recursive: true, force: true });
}
