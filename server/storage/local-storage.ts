/** Finished files in a local folder (`<UPLOAD_DIR>/files`): the default, for a single server process. */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from './file-storage';

export function localStorage(folder: string): FileStorage {
  const pathOf = (key: string) => {
    // Keys are server-made UUIDs; this only guards against a mistake turning one into a path.
    if (!/^[\w-]+$/.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(folder, key);
  };
  return {
    async putFile(key, localPath) {
      await mkdir(folder, { recursive: true });
      try {
        await rename(localPath, pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(localPath, pathOf(key));
        await rm(localPath, { force: true });
      }
    },
    async read(key: string, range?: ByteRange): Promise<Readable> {
      return createReadStream(pathOf(key), range);
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
