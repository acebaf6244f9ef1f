/**
 * The served description passes Redocly's linter (its recommended rules, `redocly.yaml`) with no error
 * and no warning, so that the tools clients are generated with read it as it is meant.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '../..');

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(tmpdir(), 'shala-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; message: string; location: Array<{ pointer?: string }> }>;
}

it('passes `redocly lint` with no error and no warning', async () => {
  const described = await t.app.inject({ method: 'GET', url: '/api/docs' });
  const file = path.join(folder, 'openapi.json');
  await writeFile(file, described.body);
  const lint = await run(
    path.join(ROOT, 'node_modules/.bin/redocly'),
    ['lint', file, '--format=json', `--config=${path.join(ROOT, 'redocly.yaml')}`],
    {
      cwd: ROOT,
      // No telemetry and no update check: the test run stays offline.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
  const report = JSON.parse(lint.stdout) as LintReport;
  const problems = report.problems.map(
    (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
  );
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
});
