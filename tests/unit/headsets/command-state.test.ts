import { describe, expect, it } from 'vitest';
import {
  commandExpiresAt,
  commandStateOf,
  isCommandExpired,
} from '../../../src/domain/headsets/command-state';
import { COMMAND_LIFETIME_MS } from '../../../src/domain/headsets/headset-schema';

const sent = new Date('2026-11-20T10:00:00.000Z');
const after = (ms: number) => new Date(sent.getTime() + ms);
const HOUR = 60 * 60 * 1000;

describe('a command’s state', () => {
  it('waits until a check-in hands it out, then is handed out', () => {
    expect(commandStateOf({ createdAt: sent, handedOutAt: null, result: null }, after(HOUR))).toBe('waiting');
    expect(commandStateOf({ createdAt: sent, handedOutAt: after(HOUR), result: null }, after(2 * HOUR))).toBe(
      'handed_out',
    );
  });

  it('expires 24 hours after it was sent when never confirmed, handed out or not', () => {
    const last = after(COMMAND_LIFETIME_MS - 1);
    const end = after(COMMAND_LIFETIME_MS);
    expect(commandStateOf({ createdAt: sent, handedOutAt: null, result: null }, last)).toBe('waiting');
    expect(commandStateOf({ createdAt: sent, handedOutAt: null, result: null }, end)).toBe('expired');
    expect(commandStateOf({ createdAt: sent, handedOutAt: after(HOUR), result: null }, end)).toBe('expired');
    expect(isCommandExpired(sent, last)).toBe(false);
    expect(isCommandExpired(sent, end)).toBe(true);
    expect(commandExpiresAt(sent).toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('is its result once confirmed, even long after', () => {
    const later = after(3 * COMMAND_LIFETIME_MS);
    for (const result of ['done', 'failed'] as const) {
      expect(commandStateOf({ createdAt: sent, handedOutAt: after(HOUR), result }, later)).toBe(result);
    }
  });
});
