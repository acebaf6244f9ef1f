/** The storage the configuration names: the object store when a bucket is set, else the local folder. */
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';

export type { ByteRange, FileStorage } from './file-storage';

/** The S3 client (a large library) is loaded only by a server that uses a bucket. */
export async function openStorage(config: ServerConfig): Promise<FileStorage> {
  if (!config.s3) return localStorage(path.join(config.uploadDir, 'files'));
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(config.s3);
}
