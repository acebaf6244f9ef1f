import type { UploadKind } from '../../domain/uploads/upload-rules';

export type UploadStatus = 'waiting' | 'sending' | 'failed';

/** A file chosen on this device and kept in its database until the server has all of it. */
export interface UploadRow {
  /** UUIDv7 chosen by the device: the upload's id on the server and in the stored link. */
  id: string;
  /** Sent only with its own user's token, like the outbox. */
  userId: string;
  kind: UploadKind;
  filename: string;
  /** The type the browser declared (the server judges the content itself). */
  type: string;
  size: number;
  blob: Blob;
  status: UploadStatus;
  /** Bytes the server has confirmed, as last seen. */
  sent: number;
  /** The server has made the upload: a later try asks it how much it has, a first try creates it. */
  created?: boolean;
  lastError?: string;
  /** A person chose "Send now": it goes even on a metered connection with Data saver on. */
  sendAnyway?: boolean;
  createdAt: number;
}
