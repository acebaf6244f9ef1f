/**
 * Keeps a chosen file on the device until it is uploaded: checked by name and size, then checked against
 * the free space, then saved whole in the device's database so it survives a reload or a closed tab.
 */
import { defineMessages } from '../../domain/i18n/languages';
import { newIdAfter } from '../../domain/ids';
import { checkChosenFile, fileLinkOf, type UploadKind } from '../../domain/uploads/upload-rules';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { db as defaultDb, type AppDb } from '../db/app-db';
import { useSession } from '../session/session-store';
import { notifyUploadQueued } from './upload-events';
import type { UploadRow } from './upload-types';

/** `navigator.storage.estimate()`, or nothing where the browser cannot tell. */
export type EstimateStorage = () => Promise<{ quota?: number; usage?: number } | undefined>;

export interface QueueDeps {
  db?: AppDb;
  /** Defaults to the signed-in user. */
  userId?: string | null;
  estimate?: EstimateStorage;
  now?: number;
}

/** A file the device will not queue, with the message to show (a catalog id or already in the chosen language). */
export class UploadRefused extends Error {}

const QUEUE_MESSAGES = defineMessages({
  notSignedIn: 'Sign in again to upload files',
  noRoom:
    'Not enough space on this device for this file: it needs {needed} and only {free} is free. Free some space or choose a smaller file.',
});

/** Room kept free beyond the file itself: the browser needs some for the database's own work. */
const HEADROOM = 5 * 1024 * 1024;

const browserEstimate: EstimateStorage = async () =>
  typeof navigator !== 'undefined' && navigator.storage?.estimate ? navigator.storage.estimate() : undefined;

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** "300 MB", "1.5 MB", "2.1 GB": sizes as the message shows them, digits in the chosen locale. */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${formatNumber(mb / 1024, ONE_DECIMAL)} GB`;
  return mb >= 10 ? `${formatNumber(Math.round(mb))} MB` : `${formatNumber(mb, ONE_DECIMAL)} MB`;
}

export function noRoomMessage(size: number, free: number): string {
  return t(QUEUE_MESSAGES.noRoom, { needed: formatSize(size), free: formatSize(Math.max(0, free)) });
}

async function checkRoom(size: number, estimate: EstimateStorage): Promise<void> {
  const found = await estimate().catch(() => undefined);
  if (found?.quota === undefined || found.usage === undefined) return; // the browser cannot tell: try anyway
  const free = found.quota - found.usage;
  if (size + HEADROOM > free) throw new UploadRefused(noRoomMessage(size, free));
}

export async function queueUpload(
  file: File,
  kind: UploadKind,
  deps: QueueDeps = {},
): Promise<{ id: string; link: string }> {
  const database = deps.db ?? defaultDb;
  const problem = checkChosenFile(file, kind);
  if (problem) throw new UploadRefused(problem);
  const userId = deps.userId === undefined ? useSession.getState().user?._id : deps.userId;
  if (!userId) throw new UploadRefused(QUEUE_MESSAGES.notSignedIn);
  await checkRoom(file.size, deps.estimate ?? browserEstimate);

  const now = deps.now ?? Date.now();
  const id = newIdAfter((await database.uploads.orderBy('id').last())?.id, now);
  const row: UploadRow = {
    id,
    userId,
    kind,
    filename: file.name,
    type: file.type,
    size: file.size,
    blob: file,
    status: 'waiting',
    sent: 0,
    createdAt: now,
  };
  try {
    await database.uploads.add(row);
  } catch (error) {
    // The estimate was wrong or the space went meanwhile: the browser refused to keep the file.
    const inner = (error as { inner?: { name?: string } } | null)?.inner;
    if ((error as Error | null)?.name === 'QuotaExceededError' || inner?.name === 'QuotaExceededError') {
      throw new UploadRefused(noRoomMessage(file.size, 0));
    }
    throw error;
  }
  // A kept file is the only copy until it is uploaded: ask the browser not to evict it under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
  notifyUploadQueued();
  return { id, link: fileLinkOf(id) };
}
