/**
 * The device list's data: every device of the global mirror with its school, filtered by its lessons
 * status, searched and paged on the device.
 */
import { useCallback, useState } from 'react';
import { useGlobalList } from '../../kit/use-global-list';
import type { DeviceRecord } from './device-record';
import { matchesDevice, schoolOf, sortDevices, type SchoolRecord } from './device-list';
import { DEVICES_PAGE_SIZE } from './devices-texts';
import { matchesFleetFilter, type FleetFilter } from './fleet-status';

const matches = (device: DeviceRecord, schools: ReadonlyMap<string, SchoolRecord>, needle: string) =>
  matchesDevice(device, schoolOf(device, schools), needle);

export function useDevicesView() {
  const [lessons, setLessonsFilter] = useState<FleetFilter>('all');
  const keep = useCallback((device: DeviceRecord) => matchesFleetFilter(device, lessons), [lessons]);
  const list = useGlobalList({
    entity: 'devices',
    pageSize: DEVICES_PAGE_SIZE,
    sort: sortDevices,
    matches,
    keep,
  });
  const { setPage } = list;
  const setLessons = useCallback(
    (filter: FleetFilter) => {
      setLessonsFilter(filter);
      setPage(1);
    },
    [setPage],
  );
  return { ...list, lessons, setLessons };
}
