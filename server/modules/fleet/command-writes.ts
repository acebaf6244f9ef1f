/**
 * `POST /api/devices/:id/commands`: a command waits on the server for the headset's next check-in. The
 * id may be the tablet's (so the command can wait in its outbox): sent again for the same headset it
 * answers the stored command; an id another headset's command holds is a 409.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { HEADSET_MESSAGES as M, type CommandInput } from '../../../src/domain/headsets/headset-schema';
import type { CommandView } from '../../../src/domain/headsets/headset';
import { newId } from '../../../src/domain/ids';
import { BULK_MESSAGES } from '../../../src/domain/csv/bulk-request';
import type { Db } from '../../db/connection';
import { contents, deviceCommands } from '../../db/schema';
import { badRequest, duplicate } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import { findCommand } from './command-reads';
import { liveDevice } from './live-device';

async function assertLiveLesson(db: Db, contentId: string): Promise<void> {
  const [lesson] = await db
    .select({ id: contents._id })
    .from(contents)
    .where(and(eq(contents._id, contentId), isNull(contents.deletedAt), eq(contents.status, 'published')));
  if (!lesson) throw badRequest(M.commandLessonUnknown, { content_id: M.commandLessonUnknown });
}

/** The stored command of this id when it is this device's; another device's is a 409. */
async function storedFor(db: Db, id: string, deviceId: string): Promise<CommandView | undefined> {
  const stored = await findCommand(db, id);
  if (stored && stored.device_id !== deviceId) throw duplicate(BULK_MESSAGES.idTaken, '_id');
  return stored;
}

export async function sendCommand(
  { tx }: WriteContext,
  deviceId: string,
  input: CommandInput,
  sentBy: string | undefined,
): Promise<CommandView> {
  await liveDevice(tx, deviceId);
  const id = input._id ?? newId();
  const repeated = await storedFor(tx, id, deviceId);
  if (repeated) return repeated;
  // Only a lesson to launch names a lesson; any other command's `content_id` means nothing.
  const contentId = input.kind === 'launch_lesson' ? input.content_id : null;
  if (contentId) await assertLiveLesson(tx, contentId);
  await tx
    .insert(deviceCommands)
    .values({ _id: id, deviceId, kind: input.kind, contentId, sentBy, createdAt: new Date() })
    .onConflictDoNothing();
  // A concurrent request with the same id may have stored it first: its command is the answer.
  return (await storedFor(tx, id, deviceId))!;
}
