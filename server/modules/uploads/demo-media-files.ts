/**
 * The demo lessons' files (server/seed/demo-media.ts) in the uploads' storage: put there at the start
 * of a demo server whose storage lacks them (a fresh data folder, a new bucket), so the seeded links play.
 */
import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_MEDIA, demoMediaPath } from '../../seed/demo-media';
import type { FileStorage } from '../../storage';

export async function placeDemoMedia(storage: FileStorage, staging: string): Promise<void> {
  for (const media of DEMO_MEDIA) {
    const source = demoMediaPath(media);
    const { size } = await stat(source);
    if ((await storage.size(media.id)) === size) continue;
    // The storage takes over a file (moves or sends it, then it is gone): it gets a copy.
    const copy = path.join(staging, `demo-${media.id}`);
    await copyFile(source, copy);
    await storage.putFile(media.id, copy, size);
  }
}
