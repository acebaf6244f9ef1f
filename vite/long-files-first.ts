/**
 * The order test files start in: Vitest's own (longest first when it has timed them before, largest
 * first on a fresh clone), except that the files known to take a minute or more start before the rest
 * of their project. A fresh clone has no timings, and a long file that starts last leaves the other
 * worker idle while it runs.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Test files (paths from the project root, by prefix) that take a minute or more on two cores. */
const LONG_FILES = [
  'tests/e2e/accessibility-',
  'tests/e2e/tablet-layout.test.ts',
  'tests/server/route-fuzz.test.ts',
];

const isLong = (file: TestSpecification) => {
  const relative = path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/');
  return LONG_FILES.some((prefix) => relative.startsWith(prefix));
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter(isLong), ...own.filter((file) => !isLong(file))];
    });
  }
}
