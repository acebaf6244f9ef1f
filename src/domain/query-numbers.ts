/**
 * A whole number written in a query string (`?page=2`, `?days=30`): digits, from `min` to `max`. The
 * API's description calls it the integer it is, which is what a client made from the description sends.
 */
import * as v from 'valibot';

export const wholeNumberText = (message: string, min: number, max: number) =>
  v.pipe(
    v.string(message),
    v.metadata({ type: 'integer', minimum: min, maximum: max }),
    v.trim(),
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
