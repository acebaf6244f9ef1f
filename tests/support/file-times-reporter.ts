/**
 * A Vitest reporter that writes each test file's whole time (environment, imports, hooks and tests) to
 * the file named by `FILE_TIMES`, one `seconds<TAB>project<TAB>file` line each, so that `npm test` can
 * print where its minutes went. Writes nothing when `FILE_TIMES` is not set.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimesReporter implements Reporter {
  private readonly lines: string[] = [];

  onTestModuleEnd(module: TestModule): void {
    const times = module.diagnostic();
    const seconds =
      (times.environmentSetupDuration +
        times.prepareDuration +
        times.collectDuration +
        times.setupDuration +
        times.duration) /
      1000;
    const file = path.relative(process.cwd(), module.moduleId);
    this.lines.push(`${seconds.toFixed(1)}\t${module.project.name}\t${file}`);
  }

  onTestRunEnd(): void {
    const out = process.env.FILE_TIMES;
    if (out) writeFileSync(out, this.lines.map((line) => `${line}\n`).join(''));
  }
}
