/**
 * Byte counts in the chosen language, its digits and its short unit names: "10.3 MB", "१०.३ MB"; under a
 * kilobyte in kilobytes ("0.4 kB"), as a data pack is counted.
 */
import { formatNumber } from '../../../i18n/format';

const UNITS = [
  { unit: 'gigabyte', size: 1024 ** 3 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'kilobyte', size: 1024 },
] as const;

export function formatBytes(bytes: number): string {
  const { unit, size } = UNITS.find((candidate) => bytes >= candidate.size) ?? UNITS[2];
  const value = bytes / size;
  return formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 100 ? 1 : 0,
  });
}
