/**
 * The service worker: precaches the app shell so the installed app opens offline, answers every
 * navigation with that shell, caches uploaded images, hands Background Sync to the outbox, and counts
 * the bytes it moves.
 * API JSON is never cached here: the Dexie data layer owns data (docs/architecture.md, "The service worker").
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { startTrafficMeter } from '../src/data/data-pack/start-traffic-meter';
import { isSwMessage } from './messages';
import { registerOutboxSync } from './outbox-sync';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Where uploaded files are served; each URL names one upload id, whose bytes never change. */
const MEDIA_PATH_PREFIXES = ['/api/files/', '/media/'];

// Counts what this worker downloads (the app's files and its updates) and sends (the outbox it drains).
startTrafficMeter(self);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every route of the single-page app is the same index.html; API paths are never pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(\/|$)/] }));

// Uploaded images never change under their id, so the first copy stays good; the limits keep a
// shared tablet's storage in check. Videos are left to the network: they stream in byte ranges
// (a 206 answer cannot be cached) and one 300 MB lesson would crowd out everything else.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.destination === 'image' &&
    MEDIA_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)),
  new CacheFirst({
    cacheName: 'media-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// An update waits until the person chooses 'Reload' in the update prompt.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (isSwMessage(data) && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes over the open page at once, so it works offline after a single visit.
clientsClaim();

registerOutboxSync(self);
