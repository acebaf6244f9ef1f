/**
 * One tus upload as it stands: the bytes staged so far and when they expire (as `@tus/server` keeps
 * them), the caller's own upload named by a path, and the headers a tus answer states about it.
 */
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES as M, isUploadId } from '../../../src/domain/uploads/upload-rules';
import { forbidden, notFound } from '../../http/errors';
import type { UploadPlaces } from './accept-upload';
import { findUpload, type UploadRow } from './upload-records';
import { UNFINISHED_UPLOAD_LIFETIME_MS } from './unfinished-uploads';
import { TUS_VERSION } from './tus-protocol';
import type { TusServer } from './tus-server';

export function tusUploadState(places: UploadPlaces, tus: TusServer) {
  /** Bytes staged so far, or null when nothing is staged (never created, finished, refused or expired). */
  const stagedOffset = (id: string): Promise<number | null> =>
    tus.datastore.getUpload(id).then(
      (upload) => upload.offset,
      () => null,
    );
  /** When the staged bytes expire, as tus states it (creation plus the lifetime), or null. */
  const stagedExpiry = (id: string): Promise<string | null> =>
    tus.datastore.getUpload(id).then(
      (upload) =>
        upload.creation_date
          ? new Date(Date.parse(upload.creation_date) + UNFINISHED_UPLOAD_LIFETIME_MS).toUTCString()
          : null,
      () => null,
    );
  const offsetOf = async (row: UploadRow) => (row.status === 'stored' ? row.size : stagedOffset(row._id));

  /** The caller's own upload named by the path, or the 404 / 403 answer. */
  async function ownUpload(request: FastifyRequest): Promise<UploadRow> {
    const { id } = request.params as { id: string };
    const row = isUploadId(id) ? await findUpload(places.db, id) : undefined;
    if (!row) throw notFound(M.notFound);
    if (row.ownerId !== request.currentUser.id) throw forbidden(M.notOwner);
    return row;
  }

  const tusHeaders = (row: UploadRow, offset: number) => ({
    'tus-resumable': TUS_VERSION,
    'upload-offset': String(offset),
    'upload-length': String(row.size ?? offset),
    'cache-control': 'no-store',
  });

  return { stagedOffset, stagedExpiry, offsetOf, ownUpload, tusHeaders };
}
