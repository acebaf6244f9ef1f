/** Byte counts in the chosen language, its digits and its short unit names: "10.3 MB", "१०.३ MB". */
import { formatNumber } from '../../../i18n/format';

const UNITS = [
  { unit: 'gigabyte', size: 1024 ** 3 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'kilobyte', size: 1024 },
] as const;

export function formatBytes(bytes: number): string {
  const found = UNITS.find(({ size }) => bytes >= size);
  const [value, unit] = found ? [bytes / found.size, found.unit] : [bytes, 'byte'];
  return formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 100 ? 1 : 0,
  });
}
