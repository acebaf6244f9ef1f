/**
 * The translation catalogs on disk: `src/i18n/catalogs/<language>/<area>/*.json`, each file an object of
 * English text (the id: the app's English words) → the translation, in ICU MessageFormat (`{name}`). Several
 * files per area so each part of the app keeps its own; an area's catalog is all of them merged. The
 * build compiles them for the browser (`vite/i18n-catalogs.ts`); the server reads them at start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import type { Language } from '../../src/domain/i18n/languages.ts';

/** `client`: everything the browser shows (with the shared validation messages); `server`: mail and server-only answers. */
export type CatalogArea = 'client' | 'server';

export const CATALOG_ROOT = path.resolve(import.meta.dirname, '../../src/i18n/catalogs');

/** The translations of one area; English has none (its ids are its texts). */
export function readCatalog(language: Exclude<Language, 'en'>, area: CatalogArea): Record<string, string> {
  const folder = path.join(CATALOG_ROOT, language, area);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(entries)) {
      // The same words in two parts of the app read the same: one translation, or the glossary is broken.
      if (id in merged && merged[id] !== text) {
        throw new Error(`${language}/${area}/${file}: "${id}" is translated differently in another file`);
      }
      merged[id] = text;
    }
  }
  return merged;
}

const hasPlaceholders = (text: string) => /[{}]/.test(text);

/**
 * Lingui's compiled form. English needs only its messages with placeholders (Lingui shows an id with
 * none as it is), so the English catalog stays a few hundred bytes.
 */
export function compileCatalog(language: Language, area: CatalogArea): Messages {
  const source =
    language === 'en'
      ? Object.fromEntries(
          Object.keys(readCatalog('mr', area))
            .filter(hasPlaceholders)
            .map((id) => [id, id]),
        )
      : readCatalog(language, area);
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
}
