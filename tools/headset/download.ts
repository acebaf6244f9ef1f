/**
 * A lesson's file fetched so that a cut at any byte costs only the bytes in flight: the bytes go to
 * `<file>.part`, a retry asks for the rest (`Range`) of the same file (`If-Range` with its ETag: a file
 * changed meanwhile comes back whole, 200, and the part is started again), and the SHA-256 of the whole
 * is checked before the file takes the lesson's name.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { LessonFile } from '../../src/domain/headsets/headset';
import { CutError, RefusedError, type Link } from './link';

export interface DownloadOptions {
  /** Bytes per second at most (a village link); unlimited when 0. */
  rate: number;
  /** Told of the bytes held so far, now and then. */
  progress?: (bytesDone: number) => void;
}

export interface DownloadResult {
  /** Bytes received from the network over every attempt. */
  received: number;
}

const sizeOf = (file: string) =>
  stat(file).then(
    (info) => info.size,
    () => 0,
  );

async function hashOf(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** One attempt: appends to the part file until the body ends or is cut. */
async function attempt(
  link: Link,
  file: LessonFile,
  part: string,
  options: DownloadOptions,
): Promise<number> {
  const held = await sizeOf(part);
  // Every byte is here (a cut came between the last byte and the rename): nothing to ask for.
  if (held >= file.size) return 0;
  const etag = await readFile(`${part}.etag`, 'utf8').catch(() => '');
  const resuming = held > 0 && etag !== '';
  const response = await link.send(file.url, {
    headers: resuming ? { range: `bytes=${held}-`, 'if-range': etag } : {},
  });
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    throw new RefusedError(response.status, undefined, `GET ${file.url}: ${response.status}`);
  }
  if (response.status !== 200 && response.status !== 206)
    throw new CutError(`GET ${file.url}: ${response.status}`);
  const appending = response.status === 206;
  if (!appending) await writeFile(`${part}.etag`, response.headers.get('etag') ?? '');
  const out = createWriteStream(part, { flags: appending ? 'a' : 'w' });
  // A planned cut ends the body after a random share of it.
  const total = Number(response.headers.get('content-length') ?? file.size);
  const cutAt = link.dropping ? Math.floor(link.options.random() * total) : Infinity;
  let received = 0;
  let done = appending ? held : 0;
  const started = Date.now();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      const piece = received + chunk.length > cutAt ? chunk.subarray(0, cutAt - received) : chunk;
      if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      received += piece.length;
      done += piece.length;
      options.progress?.(done);
      if (piece.length < chunk.length) throw new CutError(`cut after ${received} bytes of ${file.url}`);
      if (options.rate > 0) {
        const ahead = (received / options.rate) * 1000 - (Date.now() - started);
        if (ahead > 0) await delay(ahead);
      }
    }
  } catch (error) {
    if (error instanceof CutError) throw Object.assign(error, { received });
    throw Object.assign(new CutError(`${file.url}: ${String(error)}`), { received });
  } finally {
    await new Promise((resolve) => out.end(resolve));
  }
  return received;
}

/** Fetches `file` to `target`; throws when the whole file does not match its checksum. */
export async function download(
  link: Link,
  file: LessonFile,
  target: string,
  options: DownloadOptions,
): Promise<DownloadResult> {
  const part = `${target}.part`;
  await mkdir(path.dirname(target), { recursive: true });
  let received = 0;
  for (let tries = 1; ; tries++) {
    try {
      received += await attempt(link, file, part, options);
      break;
    } catch (error) {
      if (!(error instanceof CutError) || tries >= 50) throw error;
      received += (error as CutError & { received?: number }).received ?? 0;
      link.options.log(`resume ${file.url} (${error.message})`);
      await delay(Math.min((link.options.retryBaseMs ?? 100) * tries, 2000));
    }
  }
  const size = await sizeOf(part);
  const sha256 = file.sha256 === null ? null : await hashOf(part);
  if (size !== file.size || (sha256 !== null && sha256 !== file.sha256)) {
    await rm(part, { force: true });
    await rm(`${part}.etag`, { force: true });
    throw new Error(size !== file.size ? `size ${size} is not ${file.size}` : 'checksum mismatch');
  }
  await rename(part, target);
  await rm(`${part}.etag`, { force: true });
  return { received };
}
