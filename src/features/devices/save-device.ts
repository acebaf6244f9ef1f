/**
 * A device's writes on this device: create, edit and token rotation go through the
 * outbox like every area's. The token is sent, never kept on the device (the registry's `neverOnDevice`):
 * the record shows its hint.
 */
import * as v from 'valibot';
import { t } from '../../i18n/i18n';
import { db } from '../../data/db/app-db';
import { saveLocally } from '../../data/outbox/save-locally';
import {
  changedFields,
  createRecord,
  updateRecord,
  type RecordFields,
} from '../../data/records/record-writes';
import type { DeviceSchool } from '../../domain/devices/device';
import {
  DeviceCreateSchema,
  DeviceTokenSchema,
  DeviceUpdateSchema,
  tokenHint,
} from '../../domain/devices/device-schema';
import { DEVICES_ENDPOINT, type DeviceRecord } from './device-record';
import { schoolCopy } from './device-school';

/** The wizard's fields as the API takes them; on an edit, an empty token keeps the current one. */
export interface DeviceInput {
  device_name: string;
  api_token: string;
  school_id: string;
  status: boolean;
  imei_number: string | null;
}

/** The school as the device record carries it (`school`, `school_name`), from the mirror. */
async function schoolOf(
  schoolId: string,
): Promise<{ school: DeviceSchool | null; school_name: string | null }> {
  const school = await db.schools.get(schoolId);
  const copy = school ? schoolCopy(school) : null;
  return { school: copy, school_name: copy?.school_name ?? null };
}

/** Resolves to the new device's id; the device waits for its school to reach the server. */
export async function createDevice(userId: string, fields: DeviceInput): Promise<string> {
  const body = v.parse(DeviceCreateSchema, fields);
  return createRecord(userId, DEVICES_ENDPOINT, body, {
    name: body.device_name,
    dependsOn: [body.school_id],
    extra: { api_token_hint: tokenHint(body.api_token), ...(await schoolOf(body.school_id)) },
  });
}

/** `PUT /device/:id` with every field, only when something changed; false when nothing did. */
export async function editDevice(
  userId: string,
  original: DeviceRecord,
  fields: DeviceInput,
): Promise<boolean> {
  const { api_token, ...rest } = fields;
  const body = v.parse(DeviceUpdateSchema, api_token.trim() ? fields : rest);
  const { api_token: token, ...kept } = body;
  const changes: RecordFields<'devices'> = changedFields(original, kept);
  if (token !== undefined) changes.api_token = token;
  const row = await updateRecord(userId, DEVICES_ENDPOINT, original, changes, {
    name: body.device_name,
    dependsOn: [body.school_id],
    method: 'PUT',
    body,
    extra: {
      ...(token === undefined ? {} : { api_token_hint: tokenHint(token) }),
      ...('school_id' in changes ? await schoolOf(body.school_id) : {}),
    },
  });
  return row !== undefined;
}

/** `POST /devices/:id/rotate-token` with a token made here, so a rotation can wait offline like any change. */
export async function rotateDeviceToken(userId: string, device: DeviceRecord, token: string): Promise<void> {
  const body = v.parse(DeviceTokenSchema, { api_token: token });
  await saveLocally(userId, {
    entity: DEVICES_ENDPOINT.entity,
    operation: 'update',
    targetId: device._id,
    request: { method: 'POST', path: `/devices/${encodeURIComponent(device._id)}/rotate-token`, body },
    patch: { api_token_hint: tokenHint(body.api_token) },
    label: t('Rotate the API token of device {name}', { name: device.device_name }),
  });
}
