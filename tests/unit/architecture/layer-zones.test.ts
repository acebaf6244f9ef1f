/**
 * The lint holds the layers (eslint.config.js, docs/architecture.md "Layers"): a file importing a layer
 * above its own, or beside it, is refused, a type-only import too; an import from below passes. Each case
 * lints one import line as if it were the text of a real file of that layer.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../support/message-ids';

const ZONE_RULE = 'import-x/no-restricted-paths';

// Only the zone rule, on untyped parsing: type information (a TypeScript program per file) would cost
// the run half a minute and plays no part in where an import may go.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === ZONE_RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The layer-zone messages ESLint gives `text` linted as the file `file`. */
async function zoneProblems(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: file });
  const fatal = result!.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file} could not be linted: ${fatal.message}`);
  return result!.messages.filter((message) => message.ruleId === ZONE_RULE).map((message) => message.message);
}

/** [file of a layer, an import it must not make] */
const REFUSED: ReadonlyArray<readonly [string, string]> = [
  ['src/domain/roles.ts', "import { t } from '../i18n/i18n';"],
  ['src/i18n/format.ts', "import { db } from '../data/db/app-db';"],
  ['src/data/signal.ts', "import type { Toast } from '../ui/toast';"],
  ['src/ui/toast.ts', "import { ListPage } from '../kit/list-page';"],
  ['src/kit/list-texts.ts', "import { menuFor } from '../app/layout/menu-items';"],
  ['src/features/books/save-book.ts', "import { menuFor } from '../../app/layout/menu-items';"],
  ['server/config.ts', "import type { Db } from './db/connection';"],
  ['server/db/chunks.ts', "import { HttpError } from '../http/errors';"],
  ['server/db/chunks.ts', "import type { FileStorage } from '../storage/file-storage';"],
  ['server/storage/file-storage.ts', "import type { UploadsRoutesOptions } from '../modules/uploads';"],
  ['server/http/json-text.ts', "import type { SyncedRepository } from '../kit/synced-repository';"],
  ['server/auth/access.ts', "import type { JsonSchema } from '../openapi/route-doc';"],
  ['server/openapi/page.ts', "import { authDocs } from '../modules/auth';"],
  ['server/openapi/page.ts', "import { authPlugin } from '../plugins/auth';"],
  ['server/kit/record-view.ts', "import { authDocs } from '../modules/auth';"],
  ['server/modules/books/index.ts', "import { SYNC_SOURCES } from '../../sync-sources';"],
  ['server/http/json-text.ts', "import { db } from '../../src/data/db/app-db';"],
];

/** [file of a layer, an import from below that it may make] */
const ALLOWED: ReadonlyArray<readonly [string, string]> = [
  ['src/i18n/format.ts', "import { LOCALES } from '../domain/i18n/languages';"],
  ['src/kit/list-texts.ts', "import { db } from '../data/db/app-db';"],
  ['server/openapi/page.ts', "import { HttpError } from '../http/errors';"],
  ['server/modules/books/index.ts', "import type { RouteDoc } from '../../openapi/route-doc';"],
];

describe('the layer zones of the lint', { timeout: 120_000 }, () => {
  it.each(REFUSED)('refuses in %s: %s', async (file, line) => {
    const problems = await zoneProblems(file, `${line}\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/A layer imports only the layers below it|The server shares src\/domain/);
  });

  it.each(ALLOWED)('lets %s import from below: %s', async (file, line) => {
    expect(await zoneProblems(file, `${line}\n`)).toEqual([]);
  });
});
