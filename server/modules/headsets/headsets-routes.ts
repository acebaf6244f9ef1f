/**
 * The headset API under /api/headset (docs/headsets.md): check-in, the manifest, the lessons' files,
 * plays and command confirmations. Every route is a headset's, with its device token (`access: 'device'`).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  CheckInSchema,
  CommandAckSchema,
  HEADSET_MESSAGES as M,
  PlaysSchema,
} from '../../../src/domain/headsets/headset-schema';
import { parseManifestVersion } from '../../../src/domain/headsets/manifest-version';
import { isUploadId } from '../../../src/domain/uploads/upload-rules';
import { limitBody } from '../../http/body-limits';
import { badRequest, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { openStorage } from '../../storage';
import { serveFile, type UploadPlaces } from '../uploads';
import { checkIn } from './check-in-service';
import { ackCommand } from './commands-store';
import { CommandParams, ManifestQuery } from './headset-inputs';
import { isManifestFile, readManifest } from './manifest';
import { recordPlays } from './plays-store';

export const headsetsRoutes: FastifyPluginAsync = async (app) => {
  const places: UploadPlaces = { db: app.db, storage: await openStorage(app.config) };
  const device = { config: { access: 'device' as const } };
  // A whole check-in list of 10,000 lessons is about 1 MB, a batch of 1,000 plays a fifth of that.
  const withBody = { ...device, ...limitBody('batch') };

  app.post('/check-in', withBody, async (request) =>
    checkIn(app.db, request.currentDevice, parseInput(CheckInSchema, request.body)),
  );

  app.get('/manifest', device, async (request) => {
    const { since } = parseInput(ManifestQuery, request.query);
    const held = since === undefined ? undefined : parseManifestVersion(since);
    const { schoolId } = request.currentDevice;
    const manifest = await readManifest(app.db, schoolId, held);
    // A version of this school past the current one was never given (say, before a restore).
    if (held && held.schoolId === schoolId && held.seq > parseManifestVersion(manifest.manifest_version)!.seq)
      throw badRequest(M.sinceInvalid);
    return manifest;
  });

  const fileOptions = { config: { access: 'device' as const, transfer: true }, exposeHeadRoute: false };
  const manifestFile = async (id: string, schoolId: string | null) => {
    if (!isUploadId(id) || !(await isManifestFile(app.db, schoolId, id))) throw notFound(M.fileNotInManifest);
  };
  app.get('/files/:id', fileOptions, async (request, reply) => {
    await manifestFile((request.params as { id: string }).id, request.currentDevice.schoolId);
    return serveFile(places, request, reply, { body: true });
  });
  app.head('/files/:id', fileOptions, async (request, reply) => {
    await manifestFile((request.params as { id: string }).id, request.currentDevice.schoolId);
    return serveFile(places, request, reply, { body: false });
  });

  app.post('/plays', withBody, async (request) =>
    recordPlays(app.db, request.currentDevice, parseInput(PlaysSchema, request.body).plays),
  );

  app.post('/commands/:commandId/ack', { ...device, ...limitBody('small') }, async (request) => {
    const { commandId } = parseInput(CommandParams, request.params);
    const ack = parseInput(CommandAckSchema, request.body);
    return ackCommand(app.db, request.currentDevice.id, commandId, ack, new Date());
  });
};
