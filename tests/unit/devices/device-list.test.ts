import { describe, expect, it } from 'vitest';
import { deviceBadge } from '../../../src/features/devices/device-record';
import {
  deviceCards,
  matchesDevice,
  schoolOf,
  sortDevices,
  type SchoolRecord,
} from '../../../src/features/devices/device-list';
import { JUNNAR, makeDevice, SHIRUR } from './fixtures';

const schools = new Map<string, SchoolRecord>([[SHIRUR._id, SHIRUR]]);
const search = (device: ReturnType<typeof makeDevice>, needle: string) =>
  matchesDevice(device, schoolOf(device, schools), needle);

describe('the device list', () => {
  it("shows the mirror's school when the device has it, else the copy the device carries, else none", () => {
    const renamed = { ...SHIRUR, school_name: 'ZP School Shirur (renamed)' };
    const device = makeDevice();
    expect(schoolOf(device, new Map([[SHIRUR._id, renamed]]))).toEqual({
      name: 'ZP School Shirur (renamed)',
      city: 'Shirur',
    });
    const elsewhere = makeDevice({
      school_id: JUNNAR._id,
      school: { ...device.school!, school_name: 'ZP School Junnar', city: 'Junnar' },
      school_name: 'ZP School Junnar',
    });
    expect(schoolOf(elsewhere, schools)).toEqual({ name: 'ZP School Junnar', city: 'Junnar' });
    expect(schoolOf(makeDevice({ school_id: null, school: null, school_name: null }), schools)).toBeNull();
  });

  it('finds a device by name, school name, IMEI number or API token (its last four characters)', () => {
    const device = makeDevice({ device_name: 'Quest 3 - Ambavade 01', api_token_hint: '••••Xy9Z' });
    expect(search(device, 'ambavade')).toBe(true);
    expect(search(device, 'school shirur')).toBe(true);
    expect(search(device, '4901542032')).toBe(true);
    expect(search(device, 'xy9z')).toBe(true);
    expect(search(device, 'y9')).toBe(true);
    // A whole token typed in: the device knows only its end.
    expect(search(device, 'vr_abcdefghxy9z')).toBe(true);
    expect(search(device, 'vr_abcdefghxy9q')).toBe(false);
    expect(search(device, 'junnar')).toBe(false);
    expect(search(device, '•••')).toBe(false);
    const spare = makeDevice({ school_id: null, school: null, school_name: null, imei_number: null });
    expect(search(spare, 'shirur')).toBe(false);
  });

  it('sorts devices by name, numbers in order', () => {
    const names = ['Quest 10', 'quest 2', 'Quest 1'].map((device_name) => makeDevice({ device_name }));
    expect(sortDevices(names).map((device) => device.device_name)).toEqual([
      'Quest 1',
      'quest 2',
      'Quest 10',
    ]);
  });

  it('counts all devices, then those in each state, as their badges say', () => {
    const devices = [
      makeDevice(),
      makeDevice({ status: false }),
      makeDevice({ imei_number: null }),
      makeDevice({ school_id: null, school: null, school_name: null, imei_number: null, status: false }),
    ];
    expect(deviceCards(devices)).toEqual([
      { label: 'Total VR Devices', value: 4 },
      { label: 'Active', value: 1 },
      { label: 'Not Linked', value: 1 },
      { label: 'Inactive', value: 2 },
    ]);
    const badged = (label: string) => devices.filter((device) => deviceBadge(device).label === label).length;
    expect(deviceCards(devices).slice(1)).toEqual(
      ['Active', 'Not Linked', 'Inactive'].map((label) => ({ label, value: badged(label) })),
    );
    expect(deviceCards([]).map((card) => card.value)).toEqual([0, 0, 0, 0]);
  });

  it("badges a device by status: 'Inactive' when off, 'Not Linked' with no IMEI, else 'Active'", () => {
    expect(deviceBadge(makeDevice())).toEqual({ tone: 'active', label: 'Active' });
    expect(deviceBadge(makeDevice({ status: false }))).toEqual({ tone: 'inactive', label: 'Inactive' });
    expect(deviceBadge(makeDevice({ status: false, imei_number: null }))).toEqual({
      tone: 'inactive',
      label: 'Inactive',
    });
    expect(deviceBadge(makeDevice({ imei_number: null }))).toEqual({ tone: 'warning', label: 'Not Linked' });
    expect(deviceBadge(makeDevice({ imei_number: '' }))).toEqual({ tone: 'warning', label: 'Not Linked' });
  });
});
