/** `GET /api/devices/:id/plays?days=`: the window of days the console reads a headset's plays over. */
import * as v from 'valibot';
import { wholeNumberText } from '../query-numbers';
import { defineMessages } from '../i18n/languages';

export const PLAYS_DAYS = { default: 30, max: 365 } as const;
/** The plays listed one by one; counts and minutes cover the whole window. */
export const PLAYS_LISTED = 100;

export const PLAYS_QUERY_MESSAGES = defineMessages({
  daysInvalid: 'days must be a whole number from 1 to 365',
} as const);

const M = PLAYS_QUERY_MESSAGES;

export const DevicePlaysQuerySchema = v.object({
  days: v.optional(wholeNumberText(M.daysInvalid, 1, PLAYS_DAYS.max), String(PLAYS_DAYS.default)),
});
