/**
 * Writes `.br` and `.gz` copies of the built PWA's text files (run after `vite build`), so the server
 * sends them compressed without spending CPU per request. Usage: `tsx server/cli/compress-dist.ts [dir]`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);
// Below about 1 KB the saving is smaller than a packet and not worth a second file.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** The brotli and gzip copies of a file, at their best compression (also used by bench/first-load). */
export function compressVariants(source: Buffer): Promise<{ suffix: '.br' | '.gz'; data: Buffer }[]> {
  return Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).then((data) => ({ suffix: '.br' as const, data })),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }).then((data) => ({
      suffix: '.gz' as const,
      data,
    })),
  ]);
}

export interface CompressSummary {
  files: number;
  bytesBefore: number;
  bytesAfter: number;
}

export async function compressDist(dir: string): Promise<CompressSummary> {
  const summary: CompressSummary = { files: 0, bytesBefore: 0, bytesAfter: 0 };
  for await (const file of walk(dir)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file))) continue;
    const source = await readFile(file);
    if (source.length <= MIN_BYTES) continue;
    const variants = await compressVariants(source);
    summary.files += 1;
    summary.bytesBefore += source.length;
    let smallest = source.length;
    for (const { suffix, data } of variants) {
      if (data.length >= source.length) continue;
      await writeFile(file + suffix, data);
      smallest = Math.min(smallest, data.length);
    }
    summary.bytesAfter += smallest;
  }
  return summary;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { files, bytesBefore, bytesAfter } = await compressDist(dir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`compress-dist: ${files} files in ${dir}, ${kb(bytesBefore)} → ${kb(bytesAfter)} at best`);
}
