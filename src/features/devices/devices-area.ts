/** The VR devices area as the kit takes it: its words, its delete and its CSV. */
import { MAX_DEVICE_BULK_ROWS } from '../../domain/devices/device-bulk';
import { textField as text } from '../../domain/people/record-status';
import { t } from '../../i18n/i18n';
import type { RecordsArea, RecordsCsv } from '../../kit/records-page';
import { deleteDevice } from './delete-device';
import {
  DEVICE_CSV_COLUMNS,
  DEVICE_NOUN,
  deviceCsvHint,
  deviceTemplateCsv,
  type DeviceImportRow,
} from './device-csv';
import type { DeviceRecord } from './device-record';
import { DEVICE_WRITE_MESSAGES, DEVICES_TEXTS } from './devices-texts';
import { DEVICES_BULK_PATH, importDevices, prepareDeviceImport } from './import-devices';

export const DEVICES_AREA: RecordsArea<DeviceRecord> = {
  entity: 'devices',
  texts: DEVICES_TEXTS,
  messages: DEVICE_WRITE_MESSAGES,
  get statsLabel() {
    return t('VR device counts');
  },
  nameOf: (device) => text(device.device_name),
  remove: deleteDevice,
};

/** Every school's devices in one file: each row names its school. */
export const DEVICES_CSV: RecordsCsv<DeviceImportRow> = {
  noun: DEVICE_NOUN,
  fileStem: 'devices',
  columns: DEVICE_CSV_COLUMNS,
  get hint() {
    return deviceCsvHint();
  },
  maxRows: MAX_DEVICE_BULK_ROWS,
  template: deviceTemplateCsv,
  prepare: prepareDeviceImport,
  commit: importDevices,
  bulkPath: DEVICES_BULK_PATH,
  rowsKey: 'devices',
  nameField: 'device_name',
  get removeLabel() {
    return t('Remove these VR devices');
  },
};
