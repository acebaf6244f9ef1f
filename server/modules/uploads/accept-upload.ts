/**
 * The one step every upload ends with, tus or multipart: judge the file by its content (never its name or
 * declared type), check its kind's size and types, hash it, move it into storage and mark its row stored
 * with its SHA-256. A refused
 * or failed file leaves no trace: the local bytes, the stored object and the row are removed.
 */
import { fileTypeFromFile } from 'file-type';
import {
  ALLOWED_TYPES,
  UPLOAD_LIMITS,
  tooLargeMessage,
  wrongTypeMessage,
  type UploadKind,
} from '../../../src/domain/uploads/upload-rules';
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/errors';
import type { FileStorage } from '../../storage';
import { sha256OfFile } from './file-checksum';
import { deleteUpload, markStored, type UploadRow } from './upload-records';

export interface UploadPlaces {
  db: Db;
  storage: FileStorage;
}

export interface ArrivedFile {
  id: string;
  /** The kind the client asked for; judged from the content when absent. */
  kind?: UploadKind;
  localPath: string;
  size: number;
  /** Cut at the largest limit: the file is larger than `size`. */
  truncated?: boolean;
  /** Removes what the transfer left on the local disk (tus staging, a multipart temp file). */
  discard: () => Promise<void>;
}

export const tooLarge = (kind: UploadKind) => new HttpError(413, tooLargeMessage(kind), 'payload_too_large');

/** A video is a video, a PDF a PDF, anything else an asset (which may still be refused by type). */
function judgedKind(mimeType: string | undefined): UploadKind {
  if (mimeType && ALLOWED_TYPES.video.includes(mimeType)) return 'video';
  if (mimeType && ALLOWED_TYPES.pdf.includes(mimeType)) return 'pdf';
  return 'asset';
}

async function judge(file: ArrivedFile): Promise<{ kind: UploadKind; mimeType: string }> {
  const detected = (await fileTypeFromFile(file.localPath))?.mime;
  const kind = file.kind ?? judgedKind(detected);
  if (file.truncated || file.size > UPLOAD_LIMITS[kind]) throw tooLarge(kind);
  if (!detected || !ALLOWED_TYPES[kind].includes(detected)) {
    throw new HttpError(415, wrongTypeMessage(kind), 'unsupported_media_type');
  }
  return { kind, mimeType: detected };
}

export async function acceptUpload(places: UploadPlaces, file: ArrivedFile): Promise<UploadRow> {
  try {
    const { kind, mimeType } = await judge(file);
    // Read back from the local disk as a stream, before the storage takes the file over.
    const sha256 = await sha256OfFile(file.localPath);
    await places.storage.putFile(file.id, file.localPath, file.size);
    return await markStored(places.db, file.id, { kind, mimeType, size: file.size, sha256 });
  } catch (error) {
    await forgetUpload(places, file.id, file.discard);
    throw error;
  }
}

/** Every trace of an upload: local bytes, stored object, row. */
export async function forgetUpload(places: UploadPlaces, id: string, discard: () => Promise<void>) {
  await discard();
  await places.storage.remove(id);
  await deleteUpload(places.db, id);
}
