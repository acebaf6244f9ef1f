import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/domain/csv/csv-parse';
import { readCsvTable } from '../../../src/ui/csv-import/csv-table';
import { MAX_DEVICE_BULK_ROWS } from '../../../src/domain/devices/device-bulk';
import {
  checkDeviceRows,
  DEVICE_CSV_SPEC,
  devicesCsv,
  deviceTemplateCsv,
} from '../../../src/features/devices/device-csv';
import type { SchoolRecord } from '../../../src/features/devices/device-list';
import { makeSchool } from '../schools/fixtures';
import { JUNNAR, makeDevice, SHIRUR } from './fixtures';

const SCHOOLS = [SHIRUR, JUNNAR];
const check = (lines: string[], schools: SchoolRecord[] = SCHOOLS) => {
  const read = readCsvTable(lines.join('\n'), DEVICE_CSV_SPEC, MAX_DEVICE_BULK_ROWS);
  if (!read.ok) throw new Error(read.message);
  return checkDeviceRows(read.table, schools, [makeDevice({ imei_number: '356938035643809' })]);
};
const problemsByRow = (report: ReturnType<typeof check>) =>
  report.rows.filter((row) => row.value === null).map((row) => [row.rowNumber, row.problems]);

describe('checking a VR devices CSV', () => {
  it("finds each row's school by id or by name in any case; status empty means active; IMEI optional", () => {
    const report = check([
      'device_name,api_token,school,status,imei_number',
      `Quest 3 - 01,vr_token_0001,${JUNNAR._id},,`,
      'Quest 3 - 02, vr_token_0002 ,  zp school   SHIRUR ,Inactive,4901-5420-3237-518',
    ]);
    expect(report.problemCount).toBe(0);
    expect(report.ready).toEqual([
      {
        device_name: 'Quest 3 - 01',
        api_token: 'vr_token_0001',
        school_id: JUNNAR._id,
        status: true,
        imei_number: null,
      },
      {
        device_name: 'Quest 3 - 02',
        api_token: 'vr_token_0002',
        school_id: SHIRUR._id,
        status: false,
        imei_number: '490154203237518',
      },
    ]);
  });

  it("names each bad row's problems with the domain's messages, and repeats within the file and on the device", () => {
    const twin = makeSchool({ school_name: 'ZP School Junnar' }) as SchoolRecord;
    const report = check(
      [
        'device_name,api_token,school,status,imei_number',
        'Good One,vr_token_0001,ZP School Shirur,active,490154203237518',
        ',short,Nowhere School,paused,12345',
        'Token Again,vr_token_0001,ZP School Shirur,active,',
        'IMEI Again,vr_token_0003,ZP School Shirur,active,490154203237518',
        'IMEI Taken,vr_token_0004,ZP School Shirur,active,356938035643809',
        'Bad Check,vr_token_0005,ZP School Shirur,active,490154203237519',
        'Twin School,vr_token_0006,zp school junnar,active,',
        'No School,vr_token_0007,,active,',
      ],
      [...SCHOOLS, twin],
    );
    expect(report.ready.map((row) => row.device_name)).toEqual(['Good One']);
    expect(problemsByRow(report)).toEqual([
      [
        3,
        [
          'Device name is required',
          'API token must be at least 8 characters',
          'IMEI number must be exactly 15 digits',
          'No school named "Nowhere School" is on this device',
          'Status must be either active or inactive',
        ],
      ],
      [4, ['This API token appears more than once in the file (first on row 2)']],
      [5, ['This IMEI number appears more than once in the file (first on row 2)']],
      [6, ['This IMEI number is already used by another device']],
      [7, ['This IMEI number is not valid: its check digit does not match']],
      [8, ['More than one school is named "zp school junnar": write the school\'s id instead']],
      [9, ['School selection is required']],
    ]);
  });

  it('offers a template that passes its own check, and exports the listed devices without their tokens', () => {
    const template = readCsvTable(deviceTemplateCsv(), DEVICE_CSV_SPEC, MAX_DEVICE_BULK_ROWS);
    if (!template.ok) throw new Error(template.message);
    const ambavade = makeSchool({ school_name: 'Zilla Parishad Primary School Ambavade' }) as SchoolRecord;
    expect(checkDeviceRows(template.table, [ambavade], []).problemCount).toBe(0);

    const spare = makeDevice({
      device_name: 'Spare, boxed',
      school_id: null,
      school: null,
      school_name: null,
      imei_number: null,
      status: false,
    });
    const parsed = parseCsv(devicesCsv([makeDevice({ device_name: 'Quest 3 - 01' }), spare], new Map()));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.records.map((record) => record.cells)).toEqual([
      ['device_name', 'school', 'status', 'imei_number'],
      ['Quest 3 - 01', 'ZP School Shirur', 'active', '490154203237518'],
      ['Spare, boxed', '', 'inactive', ''],
    ]);
  });
});
