/** The storage the configuration names: the object store when a bucket is set, else the local folder. */
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

export type { ByteRange, FileStorage } from './file-storage';

export const storageOf = (config: ServerConfig): FileStorage =>
  config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.uploadDir, 'files'));
