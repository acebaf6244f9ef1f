/**
 * The console's side of a headset, under /api/devices/:id (super administrators, like every devices
 * route), with its description: its commands (send, list), its lessons against its manifest, its plays.
 */
import type { FastifyPluginCallback } from 'fastify';
import { DEVICE_MESSAGES } from '../../../src/domain/devices/device-schema';
import { DevicePlaysQuerySchema } from '../../../src/domain/headsets/device-plays-query';
import { CommandSchema, HEADSET_MESSAGES } from '../../../src/domain/headsets/headset-schema';
import { SUPER_ADMIN } from '../../auth/school-access';
import { declareRoute } from '../../kit/declared-route';
import { declareWrite } from '../../kit/declared-write';
import { idParams } from '../../kit/list-query';
import { listCommands } from './command-reads';
import { sendCommand } from './command-writes';
import { readDeviceLessons } from './device-lessons-read';
import { readDevicePlays } from './device-plays-read';

const DeviceIdParams = idParams(DEVICE_MESSAGES.recordIdInvalid);
const ofDevice = { access: SUPER_ADMIN, params: DeviceIdParams } as const;

export const fleetRoutes: FastifyPluginCallback = (app, _options, done) => {
  declareWrite(
    app,
    {
      ...ofDevice,
      method: 'POST',
      url: '/devices/:id/commands',
      summary: 'Send a command to a headset (sync, launch_lesson, restart)',
      description:
        'The command waits until the headset\'s next check-in hands it out (docs/headsets.md, "Commands"). `_id` may be chosen by the client: sent again for the same headset it answers the stored command. `launch_lesson` needs a published lesson in `content_id`. Answers the command (`CommandView`) under `data`.',
      body: CommandSchema,
      answer: { status: 201, description: 'The command as stored, with its state' },
      message: HEADSET_MESSAGES.commandSent,
      refusals: { 404: 'No such device, or a deleted one', 409: 'The `_id` is another headset’s command' },
    },
    (context, { params, body }, user) => sendCommand(context, params.id, body, user?.id),
  );

  declareRoute(
    app,
    {
      ...ofDevice,
      method: 'GET',
      url: '/devices/:id/commands',
      summary: "A headset's commands, newest first (at most 50)",
      description:
        'Each with its `state`: `done` or `failed` once confirmed; else `expired` 24 hours after it was sent; else `handed_out` once a check-in carried it; else `waiting`.',
      answer: { status: 200, description: 'The commands under `data`', schema: 'Data' },
    },
    async ({ params }) => ({ success: true, data: await listCommands(app.db, params.id) }),
  );

  declareRoute(
    app,
    {
      ...ofDevice,
      method: 'GET',
      url: '/devices/:id/lessons',
      summary: "A headset's manifest, each lesson with its state on the headset",
      description:
        '`{ manifest_version, reason?, lessons }`: each lesson of the manifest with `state` (`installed`, `downloading`, `missing`, `failed`, or `not_reported`), the `headset_version` it holds, `bytes_done`, `error`, `reported_at` and the file `size`.',
      answer: { status: 200, description: 'The lessons under `data`', schema: 'Data' },
    },
    async ({ params }) => ({ success: true, data: await readDeviceLessons(app.db, params.id) }),
  );

  declareRoute(
    app,
    {
      ...ofDevice,
      method: 'GET',
      url: '/devices/:id/plays',
      summary: "A headset's plays over the last `days` days (1 to 365, 30 by default)",
      description:
        '`{ days, plays_count, minutes, plays }`: the count and the minutes cover the whole window; `plays` lists the latest 100, newest first, with their chapter titles.',
      query: DevicePlaysQuerySchema,
      answer: { status: 200, description: 'The plays under `data`', schema: 'Data' },
    },
    async ({ params, query }) => ({
      success: true,
      data: await readDevicePlays(app.db, params.id, query.days),
    }),
  );
  done();
};
