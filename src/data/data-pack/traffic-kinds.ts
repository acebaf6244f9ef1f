/**
 * What the device's bytes were for: records pulled, changes sent, files uploaded, the app itself (its
 * files and updates), and everything else (sign-in, settings, the dashboard, lessons played).
 */
export const TRAFFIC_KINDS = ['sync', 'outbox', 'uploads', 'app', 'other'] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

/** The API's own paths that say what a request is for, whoever sends it. */
const SYNC_PATH = /\/api\/sync$/;
const BATCH_PATH = /\/api\/outbox\/batch$/;
const FILES_PATH = /\/api\/files(\/|$)/;

/**
 * The kind of a request the browser reports (its URL and what started it): the sync pull, the outbox's
 * batch, a tus upload (sent by XMLHttpRequest; a video element reading `/api/files/…` is a lesson played),
 * the app's own files (anything outside the API). Other API calls are `other` unless the caller said.
 */
export function kindOfRequest(url: string, initiatorType: string): TrafficKind {
  const { pathname } = new URL(url, 'http://device.invalid');
  if (!pathname.startsWith('/api/') && pathname !== '/api') return 'app';
  if (SYNC_PATH.test(pathname)) return 'sync';
  if (BATCH_PATH.test(pathname)) return 'outbox';
  if (FILES_PATH.test(pathname) && initiatorType === 'xmlhttprequest') return 'uploads';
  return 'other';
}
