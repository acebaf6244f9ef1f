/**
 * Commands on the headset's side (docs/headsets.md, "Commands"): each check-in hands out every command
 * not yet confirmed and not expired, until the headset confirms it once.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  COMMAND_LIFETIME_MS,
  HEADSET_MESSAGES as M,
  type CommandKind,
} from '../../../src/domain/headsets/headset-schema';
import type { HandedCommand } from '../../../src/domain/headsets/headset';
import type { Db } from '../../db/connection';
import { deviceCommands } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

type CommandRow = typeof deviceCommands.$inferSelect;

export type AckResult = 'done' | 'failed';

export interface CommandAck {
  result: AckResult;
  message: string | null;
}

const handed = (row: CommandRow): HandedCommand => ({
  id: row._id,
  kind: row.kind as CommandKind,
  content_id: row.contentId,
  created_at: row.createdAt.toISOString(),
  expires_at: new Date(row.createdAt.getTime() + COMMAND_LIFETIME_MS).toISOString(),
});

/** This headset's commands to act on, oldest first, each marked handed out (the first time only). */
export async function handOutCommands(tx: Db, deviceId: string, now: Date): Promise<HandedCommand[]> {
  const rows = await tx
    .update(deviceCommands)
    .set({ handedOutAt: sql`coalesce(${deviceCommands.handedOutAt}, ${now})` })
    .where(
      and(
        eq(deviceCommands.deviceId, deviceId),
        isNull(deviceCommands.ackedAt),
        gt(deviceCommands.createdAt, new Date(now.getTime() - COMMAND_LIFETIME_MS)),
      ),
    )
    .returning();
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a._id.localeCompare(b._id))
    .map(handed);
}

/**
 * The headset's confirmation: stored once; the same result again is answered again, another is a 409,
 * and so is a confirmation of a command that expired unconfirmed.
 */
export async function ackCommand(
  db: Db,
  deviceId: string,
  commandId: string,
  ack: CommandAck,
  now: Date,
): Promise<{ id: string; state: AckResult }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands._id, commandId), eq(deviceCommands.deviceId, deviceId)))
      .for('update');
    if (!row) throw notFound(M.commandNotFound);
    if (row.ackedAt) {
      if (row.result !== ack.result) throw new HttpError(409, M.commandAlreadyConfirmed, 'command_confirmed');
      return { id: row._id, state: ack.result };
    }
    if (now.getTime() - row.createdAt.getTime() >= COMMAND_LIFETIME_MS)
      throw new HttpError(409, M.commandExpired, 'command_expired');
    await tx
      .update(deviceCommands)
      .set({
        result: ack.result,
        resultMessage: ack.message,
        ackedAt: now,
        handedOutAt: sql`coalesce(${deviceCommands.handedOutAt}, ${now})`,
      })
      .where(eq(deviceCommands._id, row._id));
    return { id: row._id, state: ack.result };
  });
}
