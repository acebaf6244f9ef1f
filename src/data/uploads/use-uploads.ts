/** Live views of the files kept on the device, for the upload field, the header and the pending panel. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/app-db';
import { useUploadProgress } from './upload-progress-store';
import type { UploadRow } from './upload-types';

export function useUploadRows(): UploadRow[] | undefined {
  return useLiveQuery(() => db.uploads.orderBy('id').toArray(), []);
}

/** The upload's row: undefined while reading, null when the device no longer holds it (sent or never here). */
export function useUploadRow(id: string | null): UploadRow | null | undefined {
  const found = useLiveQuery(async () => ({ id, row: id ? ((await db.uploads.get(id)) ?? null) : null }), [id]);
  // Until the query for a new id answers, the hook still holds the previous id's answer: not this one's.
  return found?.id === id ? found.row : undefined;
}

/** Bytes sent of a file: the live transfer's count, or what the server last confirmed. */
export function useSentBytes(row: UploadRow | null | undefined): number {
  const live = useUploadProgress((state) => (row ? state.sent[row.id] : undefined));
  return Math.max(live ?? 0, row?.sent ?? 0);
}
