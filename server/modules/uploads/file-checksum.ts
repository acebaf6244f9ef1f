/** SHA-256 of a file's bytes, read as a stream: a 300 MB video never sits in memory. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

export async function sha256Of(bytes: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of bytes) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const sha256OfFile = (localPath: string) => sha256Of(createReadStream(localPath));
