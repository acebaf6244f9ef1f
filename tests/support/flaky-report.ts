/**
 * Reads what `tests/flaky-hunt.sh` left in its folder and prints every test that failed at least once:
 * how often, in which runs, its first failure, and the seed that replays that run's random inputs.
 * A suite that ended without a report, or failed outside any test, counts as a failure of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Report {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

interface Failure {
  runs: string[];
  first: string;
}

const folder = process.argv[2] ?? '.test-results/flaky';
const failures = new Map<string, Failure>();
let runs = 0;

function add(key: string, run: string, message: string): void {
  const known = failures.get(key);
  if (known) known.runs.push(run);
  else failures.set(key, { runs: [run], first: message.split('\n').slice(0, 6).join('\n') });
}

const read = (file: string) => readFileSync(file, 'utf8').trim();

for (const round of readdirSync(folder).filter((name) => name.startsWith('round-'))) {
  for (const lane of readdirSync(path.join(folder, round))) {
    const laneFolder = path.join(folder, round, lane);
    for (const statusFile of readdirSync(laneFolder).filter((name) => name.endsWith('.status'))) {
      const suite = statusFile.replace(/\.status$/, '');
      const base = path.join(laneFolder, suite);
      const run = `${round} lane ${lane} ${suite} ${read(`${base}.shard`)} (TEST_SEED=${read(`${base}.seed`)})`;
      runs += 1;
      let failedTests = 0;
      if (existsSync(`${base}.json`)) {
        const report = JSON.parse(read(`${base}.json`)) as Report;
        for (const file of report.testResults) {
          const name = path.relative(process.cwd(), file.name);
          const failed = file.assertionResults.filter((test) => test.status === 'failed');
          for (const test of failed) add(`${name} > ${test.fullName}`, run, test.failureMessages.join('\n'));
          if (file.status === 'failed' && failed.length === 0)
            add(`${name} (the file)`, run, file.message ?? '');
          failedTests += failed.length + (file.status === 'failed' && failed.length === 0 ? 1 : 0);
        }
      }
      const status = Number(read(`${base}.status`));
      if (status !== 0 && failedTests === 0) {
        const log = read(`${base}.log`).split('\n').slice(-15).join('\n');
        add(`${suite} suite (exit ${status}, no test failed)`, run, log);
      }
    }
  }
}

console.log(`\nFlaky hunt: ${runs} suite runs in ${folder}.`);
if (failures.size === 0) {
  console.log('Tests that failed at least once: none.');
} else {
  console.log(`Tests that failed at least once: ${failures.size}.`);
  for (const [key, { runs: seen, first }] of [...failures].sort(
    (a, b) => b[1].runs.length - a[1].runs.length,
  )) {
    console.log(`\n${seen.length}× ${key}\n  in: ${seen.join('; ')}\n  ${first.replace(/\n/g, '\n  ')}`);
  }
  process.exitCode = 1;
}
