/**
 * A server read that only the server can answer (a headset's lessons, plays, commands): the last answer
 * kept on the device (`saved-answers.ts`) shows at once and offline, labelled with its time; the read is
 * made again on open, on reconnecting, and (with `afterChanges`) once this device's changes are accepted.
 */
import { useCallback, useEffect, useRef } from 'react';
import { create } from 'zustand';
import { useAcceptedChanges } from './use-accepted-changes';
import { saveAnswer, useSavedAnswer, type SavedAnswer } from './saved-answers';
import { messageOf } from '../api/api-error';
import { unwrap } from '../api/envelope';
import { request } from '../api/request';
import type { QueryParams } from '../api/api-root';
import { useSyncStatus } from '../sync/sync-status-store';

export interface SavedRead<T> {
  /** undefined while the device is read; null when it has no saved answer. */
  saved: SavedAnswer<T> | null | undefined;
  loading: boolean;
  /** Why the last read failed, until one succeeds. */
  error: string | null;
  online: boolean;
  refresh: () => Promise<void>;
}

export interface SavedReadOptions<T> {
  /** Where the answer is kept on the device (`saved-answers.ts`), e.g. `device-lessons:<id>`. */
  name: string;
  path: string;
  query?: QueryParams;
  /** The answer's payload as the screen reads it; undefined when it is not one. */
  accept: (payload: unknown) => T | undefined;
  /** The message when the answer is not one, or the read failed with none of its own. */
  failed: string;
  afterChanges?: boolean;
}

/** One read: its answer kept on the device under `name`. */
export async function readAndSave<T>(options: SavedReadOptions<T>): Promise<void> {
  const value = options.accept(unwrap(await request(options.path, { query: options.query })));
  if (value === undefined) throw new Error(options.failed);
  await saveAnswer(options.name, value);
}

interface ReadStatus {
  loading: boolean;
  /** Why the last read failed, until one succeeds. */
  error: string | null;
}

const IDLE: ReadStatus = { loading: false, error: null };
/** Each read's status, by its name: the screens showing one read share it. */
const useReadStatuses = create<Record<string, ReadStatus>>()(() => ({}));
const running = new Map<string, Promise<void>>();

const setStatus = (name: string, status: Partial<ReadStatus>) =>
  useReadStatuses.setState((all) => ({ [name]: { ...(all[name] ?? IDLE), ...status } }));

/** One read at a time per name: a second caller shares the one under way. */
function refreshRead<T>(options: SavedReadOptions<T>): Promise<void> {
  const under = running.get(options.name);
  if (under) return under;
  setStatus(options.name, { loading: true });
  const read = readAndSave(options)
    .then(
      () => setStatus(options.name, { error: null }),
      (failure: unknown) => {
        setStatus(options.name, { error: messageOf(failure, options.failed) });
        throw failure;
      },
    )
    .finally(() => {
      running.delete(options.name);
      setStatus(options.name, { loading: false });
    });
  running.set(options.name, read);
  return read;
}

export function useSavedRead<T>(options: SavedReadOptions<T>): SavedRead<T> {
  const saved = useSavedAnswer<T>(options.name);
  const online = useSyncStatus((s) => s.online);
  const status = useReadStatuses((all) => all[options.name] ?? IDLE);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { name, afterChanges = false } = options;

  const refresh = useCallback(() => refreshRead(latest.current), []);

  useEffect(() => {
    if (online) refresh().catch(() => undefined);
  }, [online, name, refresh]);

  useAcceptedChanges(() => {
    if (afterChanges && online) refresh().catch(() => undefined);
  });

  return { saved, loading: status.loading, error: status.error, online, refresh };
}
