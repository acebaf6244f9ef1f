import { newId } from '../../src/domain/ids';

/** Every demo date is relative to this fixed moment (11:00 IST), never to the clock. */
export const SEED_BASE = new Date('2026-10-01T05:30:00.000Z');

/** Days from the base to 15 June 2026, when Maharashtra's schools reopened and registers were entered. */
export const SCHOOL_YEAR_START = -108;

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export function daysFromBase(days: number, minutes = 0): Date {
  return new Date(SEED_BASE.getTime() + days * DAY + minutes * MINUTE);
}

/** The bookkeeping columns of a seeded record: a UUIDv7 from its creation time, never edited since. */
export function stamp(createdAt: Date): { _id: string; createdAt: Date; updatedAt: Date } {
  return { _id: newId(createdAt.getTime()), createdAt, updatedAt: createdAt };
}
