/**
 * Only the chosen language's catalog downloads (Marathi and Hindi are chunks of their own, not
 * on the sign-in page), and the service worker precaches every catalog for offline use. On the built
 * `dist/` (the global setup builds it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOf, initialKeys, readManifest } from '../../bench/bundle/dist-chunks';
import { DIST_DIR } from './harness';

const CATALOGS = ['mr', 'hi'] as const;

async function catalogFile(language: string): Promise<string> {
  const chunk = (await readManifest(DIST_DIR))[`virtual:catalog/${language}`];
  if (!chunk) throw new Error(`The build has no ${language} catalog`);
  return chunk.file;
}

describe('the language catalogs', () => {
  it('load only when their language is chosen', async () => {
    const manifest = await readManifest(DIST_DIR);
    const signIn = new Set(filesOf(manifest, initialKeys(manifest)));
    for (const language of CATALOGS) {
      expect(manifest[`virtual:catalog/${language}`]?.isDynamicEntry).toBe(true);
      expect(signIn.has(await catalogFile(language))).toBe(false);
    }
  });

  it('are precached by the service worker', async () => {
    const worker = await readFile(path.join(DIST_DIR, 'sw.js'), 'utf8');
    for (const language of CATALOGS) expect(worker).toContain(`"url":"${await catalogFile(language)}"`);
  });

  it('hold their own language', async () => {
    for (const language of CATALOGS) {
      const code = await readFile(path.join(DIST_DIR, await catalogFile(language)), 'utf8');
      // Devanagari, which both languages are written in; English ids stay as keys.
      expect(code).toMatch(/[\u0900-\u097F]{3}/);
    }
  });
});
