/** A 300 MB lesson video for the transfer benchmarks: a real MP4's first bytes (so the content check sees a video), filled up to the size. */
import { randomBytes } from 'node:crypto';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MB = 1024 * 1024;
export const FILE_SIZE = 300 * MB - 4096;

export async function makeVideo(file: string): Promise<void> {
  const head = await readFile(path.join(import.meta.dirname, '../tests/fixtures/media/lesson.mp4'));
  await writeFile(file, head);
  const block = randomBytes(MB);
  let size = head.length;
  while (size < FILE_SIZE) {
    const part = block.subarray(0, Math.min(MB, FILE_SIZE - size));
    await appendFile(file, part);
    size += part.length;
  }
}
