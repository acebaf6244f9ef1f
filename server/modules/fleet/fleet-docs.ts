/** The description of /api/devices/:id/commands, /lessons and /plays (server/openapi). */
import { DevicePlaysQuerySchema } from '../../../src/domain/headsets/device-plays-query';
import { CommandSchema } from '../../../src/domain/headsets/headset-schema';
import { IDEMPOTENCY_KEY, type RouteTable } from '../../openapi/route-doc';
import { DeviceIdParams } from './fleet-routes';

const params = DeviceIdParams;

export const fleetDocs: RouteTable = {
  'POST /api/devices/:id/commands': {
    summary: 'Send a command to a headset (sync, launch_lesson, restart)',
    description:
      'The command waits until the headset\'s next check-in hands it out (docs/headsets.md, "Commands"). `_id` may be chosen by the client: sent again for the same headset it answers the stored command. `launch_lesson` needs a published lesson in `content_id`. Answers the command (`CommandView`) under `data`.',
    params,
    body: CommandSchema,
    headers: [IDEMPOTENCY_KEY],
    answer: { status: 201, description: 'The command as stored, with its state', schema: 'Written' },
    refusals: { 404: 'No such device, or a deleted one', 409: 'The `_id` is another headset’s command' },
  },
  'GET /api/devices/:id/commands': {
    summary: "A headset's commands, newest first (at most 50)",
    description:
      'Each with its `state`: `done` or `failed` once confirmed; else `expired` 24 hours after it was sent; else `handed_out` once a check-in carried it; else `waiting`.',
    params,
    answer: { status: 200, description: 'The commands under `data`', schema: 'Data' },
  },
  'GET /api/devices/:id/lessons': {
    summary: "A headset's manifest, each lesson with its state on the headset",
    description:
      '`{ manifest_version, reason?, lessons }`: each lesson of the manifest with `state` (`installed`, `downloading`, `missing`, `failed`, or `not_reported`), the `headset_version` it holds, `bytes_done`, `error`, `reported_at` and the file `size`.',
    params,
    answer: { status: 200, description: 'The lessons under `data`', schema: 'Data' },
  },
  'GET /api/devices/:id/plays': {
    summary: "A headset's plays over the last `days` days (1 to 365, 30 by default)",
    description:
      '`{ days, plays_count, minutes, plays }`: the count and the minutes cover the whole window; `plays` lists the latest 100, newest first, with their chapter titles.',
    params,
    query: DevicePlaysQuerySchema,
    answer: { status: 200, description: 'The plays under `data`', schema: 'Data' },
  },
};
