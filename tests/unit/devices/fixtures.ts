/** Devices and schools on the device, for the device list tests. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../src/data/db/app-db';
import type { DeviceRecord } from '../../../src/features/devices/device-record';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/session';
import { freshScope, makeSchool } from '../schools/fixtures';
import type { SchoolRecord } from '../../../src/features/devices/device-list';

export const SHIRUR = makeSchool({ school_name: 'ZP School Shirur', city: 'Shirur' }) as SchoolRecord;
export const JUNNAR = makeSchool({ school_name: 'ZP School Junnar', city: 'Junnar' }) as SchoolRecord;

let counter = 0;

export function makeDevice(overrides: Partial<DeviceRecord> = {}): DeviceRecord {
  counter += 1;
  return {
    _id: `0190a6e0-0000-7000-8000-0000000d${String(counter).padStart(4, '0')}`,
    device_name: `Quest 3 - ${counter}`,
    api_token_hint: `••••k${String(counter).padStart(3, '0')}`,
    school_id: SHIRUR._id,
    school: {
      school_name: 'ZP School Shirur',
      city: 'Shirur',
      state: 'Maharashtra',
      principal_name: 'Sunita Deshmukh',
      phone_number: '9876543210',
    },
    school_name: 'ZP School Shirur',
    imei_number: '490154203237518',
    status: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The VR devices screen opened by a super administrator, with these devices and SHIRUR on the device. */
export async function openDevicesScreen(devices: readonly DeviceRecord[]) {
  await db.entity('schools').put(SHIRUR);
  await db.entity('devices').bulkPut([...devices]);
  await freshScope('global');
  signInAs('super_admin');
  const view = renderApp('/devices');
  await screen.findByRole('heading', { name: 'VR Device Management' });
  await waitFor(() => expect(screen.queryByText('Loading VR devices...')).toBeNull());
  return view;
}
