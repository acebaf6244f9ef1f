/**
 * `import messages from 'virtual:catalog/<language>'`: the client catalog of one language, compiled at
 * build time so the browser needs no message compiler. One chunk per language: only the chosen one
 * downloads; the service worker precaches all three.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CATALOG_ROOT, compileCatalog } from '../server/i18n/catalog-files.ts';
import { isLanguage } from '../src/domain/i18n/languages.ts';

const PREFIX = 'virtual:catalog/';

export function i18nCatalogs(): Plugin {
  return {
    name: 'i18n-catalogs',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!isLanguage(language)) throw new Error(`No catalog for "${language}"`);
      // Each file, not the folder: Vitest resolves a watched path as an import, and a folder does not resolve.
      for (const file of readdirSync(CATALOG_ROOT, { recursive: true, encoding: 'utf8' }))
        if (file.endsWith('.json')) this.addWatchFile(path.join(CATALOG_ROOT, file));
      // English compiles its few messages with placeholders when shown (src/i18n/english-messages.ts).
      const messages = language === 'en' ? {} : compileCatalog(language, 'client');
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
