/** A headset's commands as the console lists them: newest first, each with its state now. */
import { desc, eq } from 'drizzle-orm';
import { commandExpiresAt, commandStateOf } from '../../../src/domain/headsets/command-state';
import type { CommandView } from '../../../src/domain/headsets/headset';
import type { CommandKind } from '../../../src/domain/headsets/headset-schema';
import type { Db } from '../../db/connection';
import { contents, deviceCommands } from '../../db/schema';
import { liveDevice } from './live-device';

/** The most a command list answers. */
export const COMMANDS_LISTED = 50;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function commandsQuery(db: Db) {
  return db
    .select({ command: deviceCommands, chapterTitle: contents.chapter_title })
    .from(deviceCommands)
    .leftJoin(contents, eq(contents._id, deviceCommands.contentId));
}

type CommandRow = Awaited<ReturnType<ReturnType<typeof commandsQuery>['execute']>>[number];

function commandView({ command, chapterTitle }: CommandRow, now: Date): CommandView {
  return {
    _id: command._id,
    device_id: command.deviceId,
    kind: command.kind as CommandKind,
    content_id: command.contentId,
    chapter_title: chapterTitle,
    state: commandStateOf(command, now),
    created_at: command.createdAt.toISOString(),
    handed_out_at: iso(command.handedOutAt),
    acked_at: iso(command.ackedAt),
    result_message: command.resultMessage,
    expires_at: commandExpiresAt(command.createdAt).toISOString(),
  };
}

/** One command as stored, or undefined. */
export async function findCommand(db: Db, id: string, now = new Date()): Promise<CommandView | undefined> {
  const [row] = await commandsQuery(db).where(eq(deviceCommands._id, id));
  return row && commandView(row, now);
}

export async function listCommands(db: Db, deviceId: string, now = new Date()): Promise<CommandView[]> {
  await liveDevice(db, deviceId);
  const rows = await commandsQuery(db)
    .where(eq(deviceCommands.deviceId, deviceId))
    .orderBy(desc(deviceCommands.createdAt), desc(deviceCommands._id))
    .limit(COMMANDS_LISTED);
  return rows.map((row) => commandView(row, now));
}
