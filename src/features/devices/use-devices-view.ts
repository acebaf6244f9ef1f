/** The device list's data: every device of the global mirror with its school, searched and paged on the device. */
import { useGlobalList } from '../../kit/use-global-list';
import type { DeviceRecord } from './device-record';
import { matchesDevice, schoolOf, sortDevices, type SchoolRecord } from './device-list';
import { DEVICES_PAGE_SIZE } from './devices-texts';

const matches = (device: DeviceRecord, schools: ReadonlyMap<string, SchoolRecord>, needle: string) =>
  matchesDevice(device, schoolOf(device, schools), needle);

export const useDevicesView = () =>
  useGlobalList({ entity: 'devices', pageSize: DEVICES_PAGE_SIZE, sort: sortDevices, matches });
