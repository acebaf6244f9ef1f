/**
 * The headset API under /api/headset (docs/headsets.md): check-in, the manifest, the lessons' files,
 * plays and command confirmations, each declared with its description (listed under "Headset"). Every
 * route is a headset's, with its device token (`access: 'device'`).
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
import { BODY_LIMITS } from '../../http/body-limits';
import { badRequest, notFound } from '../../http/errors';
import { declareRoute } from '../../kit/declared-route';
import {
  FILE_ANSWER,
  FILE_OTHER_ANSWERS,
  FILE_REFUSALS,
  FILE_REQUEST_HEADERS,
} from '../../openapi/file-answers';
import { openStorage } from '../../storage';
import { serveFile, type UploadPlaces } from '../uploads';
import { checkIn } from './check-in-service';
import { ackCommand } from './commands-store';
import { CommandParams, ManifestQuery } from './headset-inputs';
import { isManifestFile, readManifest } from './manifest';
import { recordPlays } from './plays-store';

export const headsetsRoutes: FastifyPluginAsync = async (app) => {
  const places: UploadPlaces = { db: app.db, storage: await openStorage(app.config) };
  // Listed under "Headset", with the Device scheme.
  const device = { access: 'device', tag: 'Headset' } as const;
  // A whole check-in list of 10,000 lessons is about 1 MB, a batch of 1,000 plays a fifth of that.
  const withBody = { ...device, bodyLimit: BODY_LIMITS.batch } as const;

  declareRoute(
    app,
    {
      ...withBody,
      method: 'POST',
      url: '/check-in',
      summary: "A headset's check-in: its state and its lessons'; answers the manifest version and commands",
      description:
        'Lessons not reported keep their last state; with `lessons_full`, the lessons not listed are forgotten. Bodies up to 2 MB. Changes neither the device’s `version` nor its `updated_at`.',
      body: CheckInSchema,
      answer: {
        status: 200,
        description: 'The server time, the manifest version, the commands',
        schema: 'CheckIn',
      },
    },
    async ({ body }, request) => checkIn(app.db, request.currentDevice, body),
  );

  declareRoute(
    app,
    {
      ...device,
      method: 'GET',
      url: '/manifest',
      summary: 'Every lesson this headset should hold; with `since`, only what changed',
      description:
        'The published video and VR lessons of the grades its school teaches. A `since` this server did not give is a 400.',
      query: ManifestQuery,
      answer: { status: 200, description: 'The manifest, whole or a delta', schema: 'Manifest' },
    },
    async ({ query: { since } }, request) => {
      const held = since === undefined ? undefined : parseManifestVersion(since);
      const { schoolId } = request.currentDevice;
      const manifest = await readManifest(app.db, schoolId, held);
      // A version of this school past the current one was never given (say, before a restore).
      if (
        held &&
        held.schoolId === schoolId &&
        held.seq > parseManifestVersion(manifest.manifest_version)!.seq
      )
        throw badRequest(M.sinceInvalid);
      return manifest;
    },
  );

  const manifestFile = async (id: string, schoolId: string | null) => {
    if (!isUploadId(id) || !(await isManifestFile(app.db, schoolId, id))) throw notFound(M.fileNotInManifest);
  };
  const file = {
    ...device,
    url: '/files/:id',
    transfer: true,
    more: { exposeHeadRoute: false },
    headers: FILE_REQUEST_HEADERS,
  } as const;
  declareRoute(
    app,
    {
      ...file,
      method: 'GET',
      summary: "A lesson's file from this headset's manifest, with byte ranges",
      description: 'A file not in this headset’s manifest is 404.',
      answer: FILE_ANSWER,
      alsoAnswers: FILE_OTHER_ANSWERS,
      refusals: FILE_REFUSALS,
    },
    async (_input, request, reply) => {
      await manifestFile((request.params as { id: string }).id, request.currentDevice.schoolId);
      return serveFile(places, request, reply, { body: true });
    },
  );
  declareRoute(
    app,
    {
      ...file,
      method: 'HEAD',
      summary: "A lesson file's headers (size, ETag)",
      answer: { ...FILE_ANSWER, description: 'The whole file’s headers, no body' },
    },
    async (_input, request, reply) => {
      await manifestFile((request.params as { id: string }).id, request.currentDevice.schoolId);
      return serveFile(places, request, reply, { body: false });
    },
  );

  declareRoute(
    app,
    {
      ...withBody,
      method: 'POST',
      url: '/plays',
      summary: 'Plays recorded offline, up to 1,000 a batch; each recorded once by its id',
      body: PlaysSchema,
      answer: {
        status: 200,
        description: 'How many were sent, and how many were new',
        schema: 'PlaysReceived',
      },
    },
    async ({ body }, request) => recordPlays(app.db, request.currentDevice, body.plays),
  );

  declareRoute(
    app,
    {
      ...device,
      method: 'POST',
      url: '/commands/:commandId/ack',
      bodyLimit: BODY_LIMITS.small,
      summary: 'Confirm a command handed out at check-in',
      params: CommandParams,
      body: CommandAckSchema,
      answer: { status: 200, description: "The command's state", schema: 'CommandAck' },
      refusals: {
        409: '`command_expired`: not confirmed within 24 hours; `command_confirmed`: already confirmed with the other result',
      },
    },
    async ({ params, body }, request) =>
      ackCommand(app.db, request.currentDevice.id, params.commandId, body, new Date()),
  );
};
