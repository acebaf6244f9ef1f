/**
 * Which files wait for Wi-Fi. With Data saver on, a lesson video or any file over 5 MB is sent only on
 * an unmetered connection (the browser says `wifi` or `ethernet`), or once a person chose "Send now" on
 * it. Where the browser does not say the connection's type, it is not known to be unmetered: such files
 * wait for "Send now".
 */
import type { UploadRow } from '../uploads/upload-types';
import { connection, dataSaverOn } from './data-pack-store';

export const LARGE_FILE_BYTES = 5 * 1024 * 1024;
const UNMETERED = new Set(['wifi', 'ethernet']);

export const isUnmetered = (type: string | undefined = connection()?.type): boolean =>
  type !== undefined && UNMETERED.has(type);

export interface WaitingContext {
  dataSaver: boolean;
  unmetered: boolean;
}

export const isLargeFile = (row: Pick<UploadRow, 'kind' | 'size'>): boolean =>
  row.kind === 'video' || row.size > LARGE_FILE_BYTES;

export function waitsForWifi(
  row: Pick<UploadRow, 'kind' | 'size' | 'sendAnyway' | 'status'>,
  context: WaitingContext,
): boolean {
  if (!context.dataSaver || context.unmetered || row.sendAnyway || row.status === 'failed') return false;
  return isLargeFile(row);
}

/** The rule as it stands on this device now. */
export const waitingContextNow = (): WaitingContext => ({ dataSaver: dataSaverOn(), unmetered: isUnmetered() });
