/** A record's number field as a screen shows it: in the chosen locale when it is a number, else as it came. */
import { textField } from '../domain/people/record-status';
import { formatNumber } from './format';

export function formatField(value: unknown): string {
  const number = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? formatNumber(number) : textField(value);
}
