/**
 * VR devices as CSV (the template, the export, and the rows of an import checked on the device).
 * Columns: device_name,api_token,school,status,imei_number (status and imei_number optional).
 * `school` is a school's id or its name (any case) as the device's schools have it. The export leaves
 * the tokens out: the device never holds them (docs/api.md, "Devices").
 */
import * as v from 'valibot';
import type { CsvTable } from '../../ui/csv-import/csv-table';
import { toCsv } from '../../domain/csv/csv-write';
import {
  checkRows,
  checkWithSchema,
  flagDuplicates,
  toReport,
  type ImportReport,
} from '../../ui/csv-import/import-report';
import { DEVICE_BULK_MESSAGES, DeviceBulkRowSchema } from '../../domain/devices/device-bulk';
import { DEVICE_MESSAGES, generateApiToken } from '../../domain/devices/device-schema';
import { defineMessages } from '../../domain/i18n/languages';
import { textField as text } from '../../domain/people/record-status';
import { t } from '../../i18n/i18n';
import type { DeviceRecord } from './device-record';
import { schoolOf, type SchoolRecord } from './device-list';

export const DEVICE_NOUN = defineMessages({ one: 'VR device', many: 'VR devices' });

export const DEVICE_CSV_COLUMNS = ['device_name', 'api_token', 'school', 'status', 'imei_number'] as const;
export type DeviceCsvColumn = (typeof DEVICE_CSV_COLUMNS)[number];
export const deviceCsvHint = () =>
  t(
    "school is the school's name or id; status is active or inactive (active when empty); imei_number may be empty.",
  );
export const DEVICE_CSV_SPEC = {
  required: ['device_name', 'api_token', 'school'],
  optional: ['status', 'imei_number'],
} as const satisfies { required: readonly DeviceCsvColumn[]; optional: readonly DeviceCsvColumn[] };

/** In the chosen language when a file is checked (the preview shows them at once). */
const DEVICE_CSV_MESSAGES = {
  schoolUnknown: (school: string) => t('No school named "{school}" is on this device', { school }),
  schoolAmbiguous: (school: string) =>
    t('More than one school is named "{school}": write the school\'s id instead', { school }),
  statusInvalid: () => t('Status must be either active or inactive'),
} as const;

/** A row ready to import; its client `_id` is given when it is imported. */
export interface DeviceImportRow {
  device_name: string;
  api_token: string;
  school_id: string;
  status: boolean;
  imei_number: string | null;
}

const RowFieldsSchema = v.omit(DeviceBulkRowSchema, ['_id', 'school_id', 'status']);

const nameKey = (name: unknown) => text(name).replace(/\s+/g, ' ').trim().toLowerCase();

type Resolved = { ok: true; id: string } | { ok: false; problem: string };

/** The school of a row: its id, or its name when one school of the device has that name. */
function schoolFinder(schools: readonly SchoolRecord[]) {
  const byName = new Map<string, string[]>();
  for (const school of schools) {
    const key = nameKey(school.school_name);
    byName.set(key, [...(byName.get(key) ?? []), school._id]);
  }
  const ids = new Set(schools.map((school) => school._id));
  return (value: string): Resolved => {
    const written = value.trim();
    if (!written) return { ok: false, problem: t(DEVICE_MESSAGES.schoolRequired) };
    if (ids.has(written)) return { ok: true, id: written };
    const named = byName.get(nameKey(written)) ?? [];
    if (named.length === 1) return { ok: true, id: named[0]! };
    const problem = named.length
      ? DEVICE_CSV_MESSAGES.schoolAmbiguous(written)
      : DEVICE_CSV_MESSAGES.schoolUnknown(written);
    return { ok: false, problem };
  };
}

/** Empty means active, as the wizard's initial status. */
function statusOf(value: string): boolean | null {
  const status = value.trim().toLowerCase();
  if (status === '' || status === 'active') return true;
  return status === 'inactive' ? false : null;
}

export const deviceTemplateCsv = () =>
  toCsv([
    DEVICE_CSV_COLUMNS,
    [
      'Quest 3 - ZP Ambavade 03',
      generateApiToken(),
      'Zilla Parishad Primary School Ambavade',
      'active',
      '490154203237518',
    ],
  ]);

/**
 * Every row checked as the server will check it, with its school found on the device; IMEI numbers
 * against the device's devices and the file, API tokens against the file only (the device holds no tokens).
 */
export function checkDeviceRows(
  table: CsvTable<DeviceCsvColumn>,
  schools: readonly SchoolRecord[],
  devices: readonly DeviceRecord[],
): ImportReport<DeviceImportRow> {
  const findSchool = schoolFinder(schools);
  const rows = checkRows(table, (valueOf) => {
    const fields = checkWithSchema(RowFieldsSchema, {
      device_name: valueOf('device_name'),
      api_token: valueOf('api_token'),
      imei_number: valueOf('imei_number'),
    });
    const school = findSchool(valueOf('school'));
    const status = statusOf(valueOf('status'));
    const problems = [
      ...(fields.ok ? [] : fields.problems),
      ...(school.ok ? [] : [school.problem]),
      ...(status === null ? [DEVICE_CSV_MESSAGES.statusInvalid()] : []),
    ];
    if (!fields.ok || !school.ok || status === null) return { ok: false, problems };
    return { ok: true, value: { ...fields.value, school_id: school.id, status } };
  });
  flagDuplicates(rows, {
    keyOf: (row) => row.api_token,
    existing: [],
    taken: DEVICE_MESSAGES.tokenTaken,
    repeated: DEVICE_BULK_MESSAGES.tokenRepeated,
  });
  flagDuplicates(rows, {
    keyOf: (row) => row.imei_number,
    existing: devices.flatMap((device) => (device.imei_number ? [device.imei_number] : [])),
    taken: DEVICE_MESSAGES.imeiTaken,
    repeated: DEVICE_BULK_MESSAGES.imeiRepeated,
  });
  return toReport(table.header, rows);
}

/** The listed devices in the import's columns but the token, which the device does not hold. */
export function devicesCsv(
  devices: readonly DeviceRecord[],
  schools: ReadonlyMap<string, SchoolRecord>,
): string {
  const columns = DEVICE_CSV_COLUMNS.filter((column) => column !== 'api_token');
  const lines = devices.map((device) => [
    text(device.device_name),
    schoolOf(device, schools)?.name ?? '',
    device.status === true ? 'active' : 'inactive',
    text(device.imei_number),
  ]);
  return toCsv([columns, ...lines]);
}
