/** `GET /api/devices/:id/plays?days=`: the window of days the console reads a headset's plays over. */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';

export const PLAYS_DAYS = { default: 30, max: 365 } as const;
/** The plays listed one by one; counts and minutes cover the whole window. */
export const PLAYS_LISTED = 100;

export const PLAYS_QUERY_MESSAGES = defineMessages({
  daysInvalid: 'days must be a whole number from 1 to 365',
} as const);

const M = PLAYS_QUERY_MESSAGES;

export const DevicePlaysQuerySchema = v.object({
  days: v.optional(
    v.pipe(
      v.string(M.daysInvalid),
      v.trim(),
      v.regex(/^\d{1,3}$/, M.daysInvalid),
      v.transform(Number),
      v.minValue(1, M.daysInvalid),
      v.maxValue(PLAYS_DAYS.max, M.daysInvalid),
    ),
    String(PLAYS_DAYS.default),
  ),
});
