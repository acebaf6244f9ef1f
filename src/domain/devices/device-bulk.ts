/**
 * `POST /devices/bulk` (the device CSV import): `{ devices: [row, ...] }`, all rows or none. Each row is
 * checked like `POST /device` (each names its own school); row errors are keyed `rows.<index>.<field>`.
 */
import { BULK_MESSAGES, checkBulkRows, type BulkParse } from '../csv/bulk-request';
import { DeviceCreateSchema, type DeviceCreate } from './device-schema';
import { defineMessages } from '../i18n/languages';

export const MAX_DEVICE_BULK_ROWS = 1000;

export const DEVICE_BULK_MESSAGES = defineMessages({
  tooManyRows: 'A file can hold at most 1,000 devices',
  tokenRepeated: 'This API token appears more than once in the file',
  imeiRepeated: 'This IMEI number appears more than once in the file',
} as const);

/**
 * A row of the import: the fields of `POST /device`, its `_id` optional (the import gives each row one,
 * so a replay creates none). The CSV preview checks its rows with it.
 * @public
 */
export const DeviceBulkRowSchema = DeviceCreateSchema;
export type DeviceBulkRow = DeviceCreate;

export interface DeviceBulkRequest {
  rows: DeviceBulkRow[];
}

/** The list and its size before any row is read, then every row. */
export function checkDeviceBulk(input: unknown): BulkParse<DeviceBulkRequest> {
  const list =
    typeof input === 'object' && input !== null ? (input as { devices?: unknown }).devices : undefined;
  const fail = (message: string) => ({ success: false as const, message, errors: { devices: message } });
  if (!Array.isArray(list)) return fail(BULK_MESSAGES.rowsInvalid);
  if (list.length === 0) return fail(BULK_MESSAGES.noRows);
  if (list.length > MAX_DEVICE_BULK_ROWS) return fail(DEVICE_BULK_MESSAGES.tooManyRows);
  const rows = checkBulkRows(DeviceBulkRowSchema, list);
  return rows.success ? { success: true, output: { rows: rows.output } } : rows;
}
