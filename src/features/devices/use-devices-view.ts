/** The device list's data: every device of the global mirror with its school, searched and paged on the device. */
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { TTL_MS } from '../../data/db/entities';
import { useScope } from '../../data/sync/use-scope';
import type { DeviceRecord } from './device-record';
import { matchesDevice, schoolOf, sortDevices, type SchoolRecord } from './device-list';
import { DEVICES_PAGE_SIZE } from './devices-texts';

export function useDevicesView() {
  const scope = useScope('global', TTL_MS.devices);
  const devices = useLiveQuery(() => db.devices.toArray(), []);
  const schoolList = useLiveQuery(() => db.schools.toArray(), []);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);

  const schools = useMemo(
    () => new Map<string, SchoolRecord>((schoolList ?? []).map((school) => [school._id, school])),
    [schoolList],
  );
  const all = useMemo(() => sortDevices(devices ?? []), [devices]);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? all.filter((device) => matchesDevice(device, schoolOf(device, schools), needle)) : all;
  }, [all, schools, search]);
  const totalPages = Math.max(1, Math.ceil(matching.length / DEVICES_PAGE_SIZE));
  const current = Math.min(page, totalPages);

  return {
    scope,
    loaded: devices !== undefined && schoolList !== undefined,
    all: all as readonly DeviceRecord[],
    /** Every device the search finds, across pages (for the export). */
    matching,
    rows: matching.slice((current - 1) * DEVICES_PAGE_SIZE, current * DEVICES_PAGE_SIZE),
    schools,
    page: current,
    pageSize: DEVICES_PAGE_SIZE,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
  };
}
