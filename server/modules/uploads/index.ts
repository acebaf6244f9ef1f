/**
 * Uploads (docs/api.md, "Uploads"): multipart at `/upload` and `/uploads`, resumable tus
 * at `/files`, and the stored files served at `/files/:id`. Mounted under /api without a prefix.
 */
import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { openStorage } from '../../storage';
import type { UploadPlaces } from './accept-upload';
import { scheduleChecksumBackfill } from './checksum-backfill';
import { placeDemoMedia } from './demo-media-files';
import { fileRoute } from './file-serving';
import { multipartRoutes } from './multipart-routes';
import { uploadFolders } from './upload-folders';
import { scheduleUploadExpiry } from './upload-expiry';
import { tusRoutes } from './tus-routes';
import { tusServer } from './tus-server';
import { uploadLocker } from './upload-locks';

export { unfinishedUploadErrors } from './stored-links';
export { serveFile } from './file-serving';
export type { UploadPlaces } from './accept-upload';

export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const places: UploadPlaces = { db: app.db, storage: await openStorage(app.config) };
  const folders = uploadFolders(app.config.uploadDir);
  const locker = uploadLocker(app.database, app.config.databaseUrl);
  app.addHook('onClose', () => locker.close());
  const tus = tusServer(places, folders, locker);

  await app.register(multipart, { limits: { fields: 10, fieldSize: 1024, parts: 20 } });
  // tus bodies stay streams: tus reads them itself, straight into the staging file.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  multipartRoutes(app, places, folders);
  tusRoutes(app, places, folders, tus);
  fileRoute(app, places);

  await mkdir(folders.staging, { recursive: true });
  if (app.config.seedDemo) await placeDemoMedia(places.storage, folders.staging);
  const stopExpiry = scheduleUploadExpiry(
    app.db,
    folders,
    () => tus.cleanUpExpiredUploads(),
    (error) => app.log.warn({ err: error }, 'upload expiry failed'),
  );
  app.addHook('onClose', async () => stopExpiry());
  // Started once ready, so the demo data (and its media rows) are seeded by then.
  let backfill: ReturnType<typeof scheduleChecksumBackfill> | undefined;
  app.addHook('onReady', async () => {
    backfill = scheduleChecksumBackfill(app.db, places.storage, (error) =>
      app.log.warn({ err: error }, 'checksum backfill failed'),
    );
  });
  app.addHook('onClose', async () => backfill?.stop());
};
