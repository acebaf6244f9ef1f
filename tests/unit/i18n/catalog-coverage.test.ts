import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageIds, ROOT, sourceFiles, untranslatedJsx, type Found } from '../../support/message-ids';

const LANGUAGES = ['mr', 'hi'] as const;
const AREAS = ['client', 'server'] as const;

function catalog(language: string, area: string): Record<string, string> {
  const folder = path.join(ROOT, 'src/i18n/catalogs', language, area);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

/** The brand and the product's own names stay as they are in every language. */
const KEPT_AS_IS = new Set(['Shala Admin', 'S']);

const clientIds = messageIds([...sourceFiles('src')]);
const serverIds = messageIds(sourceFiles('server'));
const where = (found: Found[]) => found.map(({ file, line, text }) => `${file}:${line} "${text}"`);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the translation catalogs', () => {
  it('finds the texts it checks', () => {
    expect(clientIds.length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES) {
    const client = catalog(language, 'client');
    const server = catalog(language, 'server');

    it(`${language}: has every text the app shows`, () => {
      expect(where(clientIds.filter(({ text }) => !(text in client)))).toEqual([]);
    });

    it(`${language}: has every text the server sends`, () => {
      expect(where(serverIds.filter(({ text }) => !(text in client) && !(text in server)))).toEqual([]);
    });

    it(`${language}: holds no text the source no longer uses`, () => {
      const used = new Set([...clientIds, ...serverIds].map(({ text }) => text));
      const stale = AREAS.flatMap((area) =>
        Object.keys(catalog(language, area)).filter((id) => !used.has(id)),
      );
      expect(stale).toEqual([]);
    });

    it(`${language}: translates each text, keeping its placeholders`, () => {
      const wrong = AREAS.flatMap((area) =>
        Object.entries(catalog(language, area))
          .filter(
            ([id, text]) =>
              text.trim() === '' ||
              (text === id && !KEPT_AS_IS.has(id)) ||
              placeholders(text).join() !== placeholders(id).join(),
          )
          .map(([id, text]) => `${area}: "${id}" → "${text}"`),
      );
      expect(wrong).toEqual([]);
    });
  }

  it('mr and hi hold the same texts', () => {
    for (const area of AREAS) {
      expect(Object.keys(catalog('hi', area)).sort()).toEqual(Object.keys(catalog('mr', area)).sort());
    }
  });

  it('no screen has words outside the catalog', () => {
    expect(where(untranslatedJsx(sourceFiles('src'), KEPT_AS_IS))).toEqual([]);
  });
});
