/**
 * The console's side of a headset, under /api/devices/:id (super administrators, like every devices
 * route): its commands (send, list), its lessons against its manifest, its plays.
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { DEVICE_MESSAGES } from '../../../src/domain/devices/device-schema';
import { DevicePlaysQuerySchema } from '../../../src/domain/headsets/device-plays-query';
import { CommandSchema, HEADSET_MESSAGES } from '../../../src/domain/headsets/headset-schema';
import { SUPER_ADMIN } from '../../auth/school-access';
import { parseInput } from '../../http/validate';
import { answered, runWrite } from '../../http/write';
import { idParams } from '../../kit/list-query';
import { listCommands } from './command-reads';
import { sendCommand } from './command-writes';
import { readDeviceLessons } from './device-lessons-read';
import { readDevicePlays } from './device-plays-read';

export const DeviceIdParams = idParams(DEVICE_MESSAGES.recordIdInvalid);

export const fleetRoutes: FastifyPluginCallback = (app, _options, done) => {
  const superAdmin = { config: { access: SUPER_ADMIN } };
  const idOf = (request: FastifyRequest) => parseInput(DeviceIdParams, request.params).id;

  app.post('/devices/:id/commands', superAdmin, async (request, reply) => {
    const deviceId = idOf(request);
    const input = parseInput(CommandSchema, request.body);
    return runWrite(
      request,
      reply,
      answered(HEADSET_MESSAGES.commandSent, (context) =>
        sendCommand(context, deviceId, input, request.currentUser?.id),
      ),
      201,
    );
  });

  app.get('/devices/:id/commands', superAdmin, async (request) => ({
    success: true,
    data: await listCommands(app.db, idOf(request)),
  }));

  app.get('/devices/:id/lessons', superAdmin, async (request) => ({
    success: true,
    data: await readDeviceLessons(app.db, idOf(request)),
  }));

  app.get('/devices/:id/plays', superAdmin, async (request) => {
    const deviceId = idOf(request);
    const { days } = parseInput(DevicePlaysQuerySchema, request.query);
    return { success: true, data: await readDevicePlays(app.db, deviceId, days) };
  });
  done();
};
