/**
 * A command's state, one rule for the console's list and the headset API's hand-out and confirmation:
 * confirmed → its result; otherwise expired once its lifetime is over; otherwise handed out once a
 * check-in carried it; otherwise waiting.
 */
import type { CommandState } from './headset';
import { COMMAND_LIFETIME_MS } from './headset-schema';

export interface CommandTimes {
  createdAt: Date;
  handedOutAt: Date | null;
  /** `done` or `failed` once the headset confirmed it; null before. */
  result: string | null;
}

export const commandExpiresAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + COMMAND_LIFETIME_MS);

/** Whether an unconfirmed command sent at `createdAt` can no longer be handed out or confirmed. */
export const isCommandExpired = (createdAt: Date, now: Date): boolean =>
  now.getTime() >= commandExpiresAt(createdAt).getTime();

export function commandStateOf(command: CommandTimes, now: Date): CommandState {
  if (command.result === 'done' || command.result === 'failed') return command.result;
  if (isCommandExpired(command.createdAt, now)) return 'expired';
  return command.handedOutAt ? 'handed_out' : 'waiting';
}
