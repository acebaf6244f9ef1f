/**
 * A command to a headset ("Sync now", "Launch lesson…"): `POST /devices/:id/commands` with an id made
 * here, through the outbox like every change, so it can wait offline and is sent once (its row's key is
 * the Idempotency-Key). It changes no field of the device record; until the server accepts it, the
 * commands list shows it from its outbox row, as saved on this device.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { db } from '../../data/db/app-db';
import type { OutboxRow, OutboxStatus } from '../../data/outbox/outbox-types';
import { saveLocally } from '../../data/outbox/save-locally';
import { newId } from '../../domain/ids';
import { CommandSchema, type CommandKind } from '../../domain/headsets/headset-schema';
import { defineMessages } from '../../domain/i18n/languages';
import { DEVICES_ENDPOINT, type DeviceRecord } from './device-record';
import { commandsPath } from './headset-reads';

export const COMMAND_NAMES = defineMessages({
  sync: 'Sync now',
  launch_lesson: 'Launch lesson',
  restart: 'Restart',
});

const LABEL = defineMessages({ send: 'Send “{command}” to headset {name}' });

/** A command this device holds that the server has not accepted yet. */
export interface QueuedCommand {
  _id: string;
  kind: CommandKind;
  content_id: string | null;
  /** The outbox row's: waiting or sending, or refused (`failed`) with the server's message. */
  status: OutboxStatus;
  message: string | null;
  createdAt: number;
}

/** Resolves to the command's id. `contentId`: the lesson to launch (with `launch_lesson`). */
export async function sendCommand(
  userId: string,
  device: DeviceRecord,
  kind: CommandKind,
  contentId: string | null = null,
): Promise<string> {
  const body = v.parse(CommandSchema, { _id: newId(), kind, content_id: contentId });
  const command = LABEL.send.replace('{command}', () => COMMAND_NAMES[kind]);
  await saveLocally(userId, {
    entity: DEVICES_ENDPOINT.entity,
    operation: 'update',
    targetId: device._id,
    request: {
      method: 'POST',
      path: commandsPath(device._id),
      body,
    },
    patch: {},
    label: command.replace('{name}', () => device.device_name),
    labelMessage: {
      id: LABEL.send,
      values: { name: device.device_name },
      words: { command: COMMAND_NAMES[kind] },
    },
    action: true,
  });
  return body._id!;
}

const isCommandRow = (row: OutboxRow, deviceId: string) =>
  row.request.method === 'POST' && row.request.path === commandsPath(deviceId);

function queuedOf(row: OutboxRow): QueuedCommand {
  const body = row.request.body ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    _id: text(body._id) ?? row.id,
    kind: body.kind as CommandKind,
    content_id: text(body.content_id),
    status: row.status,
    message: row.lastError ?? null,
    createdAt: row.createdAt,
  };
}

export async function queuedCommands(deviceId: string): Promise<QueuedCommand[]> {
  const rows = await db.outbox.where('targetId').equals(deviceId).sortBy('id');
  return rows.filter((row) => isCommandRow(row, deviceId)).map(queuedOf);
}

/** The device's commands still in the outbox, newest first, live. */
export function useQueuedCommands(deviceId: string): QueuedCommand[] | undefined {
  return useLiveQuery(async () => (await queuedCommands(deviceId)).reverse(), [deviceId]);
}
