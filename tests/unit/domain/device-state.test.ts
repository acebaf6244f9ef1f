import { describe, expect, it } from 'vitest';
import { countDeviceStates, deviceState } from '../../../src/domain/devices/device-state';

describe('a headset’s state', () => {
  it('is Inactive when switched off, whatever its IMEI', () => {
    expect(deviceState({ status: false, imei_number: '490154203237518' })).toBe('inactive');
    expect(deviceState({ status: null, imei_number: null })).toBe('inactive');
  });

  it('is Not Linked when on with no IMEI, blank or spaces included; else Active', () => {
    expect(deviceState({ status: true, imei_number: null })).toBe('notLinked');
    expect(deviceState({ status: true, imei_number: '   ' })).toBe('notLinked');
    expect(deviceState({ status: true, imei_number: '490154203237518' })).toBe('active');
  });

  it('counts every device once, in exactly one state', () => {
    const devices = [
      { status: true, imei_number: '490154203237518' },
      { status: true, imei_number: '' },
      { status: false, imei_number: '490154203237518' },
      { status: false, imei_number: null },
    ];
    expect(countDeviceStates(devices)).toEqual({ active: 1, notLinked: 1, inactive: 2 });
    expect(countDeviceStates([])).toEqual({ active: 0, notLinked: 0, inactive: 0 });
  });
});
