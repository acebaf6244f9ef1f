/**
 * The `@tus/server` behind `/api/files`: it stages an upload's bytes in `UPLOAD_DIR/staging`, names it by
 * the id the device chose (metadata `id`), and hands a finished upload to the content check
 * (`acceptUpload`). Its routes, with the checks that come before it, are in `tus-routes.ts`.
 */
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Locker } from '@tus/utils';
import { UPLOAD_MESSAGES as M, isUploadId, type UploadKind } from '../../../src/domain/uploads/upload-rules';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { acceptUpload, type UploadPlaces } from './accept-upload';
import type { UploadFolders } from './upload-folders';
import { findUpload } from './upload-records';
import { UNFINISHED_UPLOAD_LIFETIME_MS } from './unfinished-uploads';
import { TusAnswer } from './tus-answers';
import { TUS_MAX_SIZE } from './tus-protocol';

export function tusServer(places: UploadPlaces, folders: UploadFolders, locker: Locker) {
  const datastore = new FileStore({
    directory: folders.staging,
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_LIFETIME_MS,
  });
  return new Server({
    path: '/api/files',
    datastore,
    relativeLocation: true,
    // One upload's requests may reach any server process: the lock lives in the database (upload-locks.ts).
    locker,
    maxSize: TUS_MAX_SIZE,
    // Checked before tus sees the request (the route's creationOf); checked again here as tus names the file by it.
    namingFunction: (_request, metadata) => {
      const id = metadata?.id;
      if (!id || !isUploadId(id)) throw new TusAnswer(badRequest(M.idInvalid));
      return id;
    },
    onUploadFinish: async (_request, upload) => {
      const row = await findUpload(places.db, upload.id);
      if (!row) throw new TusAnswer(notFound(M.notFound));
      try {
        await acceptUpload(places, {
          id: upload.id,
          kind: row.kind as UploadKind,
          localPath: path.join(folders.staging, upload.id),
          size: upload.offset,
          discard: () => folders.removeLocalTraces(upload.id),
        });
      } catch (error) {
        throw error instanceof HttpError ? new TusAnswer(error) : error;
      }
      await folders.removeLocalTraces(upload.id);
      return {};
    },
  });
}

export type TusServer = ReturnType<typeof tusServer>;
