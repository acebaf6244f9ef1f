/**
 * The words a screen shows in a language, from the app's own catalogs (English text → translation), so a
 * browser test written with the app's English words can find the same control in Marathi or Hindi.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/domain/i18n/languages';

const CATALOGS = path.resolve(import.meta.dirname, '../../src/i18n/catalogs');
const loaded = new Map<Language, Record<string, string>>();

function catalogOf(language: Exclude<Language, 'en'>): Record<string, string> {
  let catalog = loaded.get(language);
  if (!catalog) {
    const folder = path.join(CATALOGS, language, 'client');
    catalog = Object.assign(
      {},
      ...readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>),
    ) as Record<string, string>;
    loaded.set(language, catalog);
  }
  return catalog;
}

/** `english` as `language` shows it (a text without placeholders). */
export function textIn(language: Language, english: string): string {
  if (language === 'en') return english;
  const text = catalogOf(language)[english];
  if (text === undefined) throw new Error(`The ${language} catalog has no "${english}"`);
  return text;
}

/** A message with placeholders (`Edit {name}`) as a pattern matching it in `language`, any values filled in. */
export function patternIn(language: Language, message: string): RegExp {
  const text = textIn(language, message);
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '.+')}$`);
}
