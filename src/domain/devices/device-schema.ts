/**
 * VR devices: the wizard's fields and the API's bodies, one
 * schema for both, with the same messages and the fleet's own rules (a unique API token; an optional
 * IMEI of 15 digits with a valid Luhn check digit, unique).
 */
import * as v from 'valibot';
import { recordId } from '../people/person-fields';
import { defineMessages } from '../i18n/languages';

export const DEVICE_MESSAGES = defineMessages({
  nameRequired: 'Device name is required',
  nameTooLong: 'Device name must be less than 100 characters',
  tokenRequired: 'API token is required',
  tokenTooShort: 'API token must be at least 8 characters',
  tokenTooLong: 'API token must be less than 200 characters',
  tokenInvalid: 'API token cannot contain spaces or control characters',
  tokenTaken: 'This API token is already used by another device',
  schoolRequired: 'School selection is required',
  schoolInvalid: 'The selected school does not exist',
  imeiInvalid: 'IMEI number must be exactly 15 digits',
  imeiChecksum: 'This IMEI number is not valid: its check digit does not match',
  imeiTaken: 'This IMEI number is already used by another device',
  statusInvalid: 'Status must be true or false',
  validationFailed: 'Validation failed. Please check all fields.',
  recordIdInvalid: 'Invalid device id',
  notFound: 'Device not found',
  created: 'Device created successfully!',
  edited: 'Device edited successfully!',
  deleted: 'Device deleted successfully!',
  editFailed: 'Failed to edit device. Please try again.',
  updateFailed: 'Failed to update device. Please try again.',
  deleteFailed: 'Failed to delete device. Please try again.',
  createFailed: 'Failed to create device',
  missingId: 'Device ID not found',
  tokenRotated: 'API token rotated',
} as const);

const M = DEVICE_MESSAGES;

export const API_TOKEN_MIN = 8;
const CONTROL_OR_SPACE = /[\s\p{Cc}]/u;

export const deviceName = v.pipe(
  v.string(M.nameRequired),
  v.transform((value) => value.replace(/\s+/g, ' ').trim()),
  v.nonEmpty(M.nameRequired),
  v.maxLength(100, M.nameTooLong),
);

export const apiToken = v.pipe(
  v.string(M.tokenRequired),
  v.trim(),
  v.nonEmpty(M.tokenRequired),
  v.minLength(API_TOKEN_MIN, M.tokenTooShort),
  v.maxLength(200, M.tokenTooLong),
  v.check((value) => !CONTROL_OR_SPACE.test(value), M.tokenInvalid),
);

/** The Luhn check digit of a 15-digit IMEI (the 15th digit checks the first 14). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Optional: empty or null means none; spaces and hyphens are ignored. */
export const imeiNumber = v.pipe(
  v.optional(v.nullable(v.string(M.imeiInvalid)), null),
  v.transform((value) => (value === null ? '' : value.replace(/[\s-]/g, ''))),
  v.check((value) => value === '' || /^\d{15}$/.test(value), M.imeiInvalid),
  v.check((value) => value === '' || luhnValid(value), M.imeiChecksum),
  v.transform((value) => (value === '' ? null : value)),
);

export const schoolRef = v.pipe(
  v.string(M.schoolRequired),
  v.trim(),
  v.nonEmpty(M.schoolRequired),
  recordId(M.schoolInvalid),
);

export const deviceStatus = v.boolean(M.statusInvalid);

/** The id a device chooses for a record it creates (a UUID, stored lowercase). */
const deviceId = v.pipe(v.string(M.recordIdInvalid), v.trim(), v.uuid(M.recordIdInvalid), v.toLowerCase());

/** `POST /device`: device_name, api_token, school_id, status; imei_number optional. */
export const DeviceCreateSchema = v.object({
  _id: v.optional(deviceId),
  device_name: deviceName,
  api_token: apiToken,
  school_id: schoolRef,
  status: v.optional(deviceStatus, true),
  imei_number: imeiNumber,
});
export type DeviceCreate = v.InferOutput<typeof DeviceCreateSchema>;

/** `PUT /device/:id`: the same fields; the token may be left out to keep it. */
export const DeviceUpdateSchema = v.object({
  device_name: deviceName,
  api_token: v.optional(apiToken),
  school_id: schoolRef,
  status: deviceStatus,
  imei_number: imeiNumber,
});
export type DeviceUpdate = v.InferOutput<typeof DeviceUpdateSchema>;

/** `PATCH /devices/:id/status`. */
export const DeviceStatusSchema = v.object({ status: deviceStatus });

/** `POST /devices/:id/rotate-token`: the new token, made on the device so it can be queued offline. */
export const DeviceTokenSchema = v.object({ api_token: apiToken });

/** '••••' and the last four characters: enough to tell tokens apart, not to use one. */
export const tokenHint = (token: string) => `••••${token.slice(-4)}`;

const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A strong random token (32 characters, about 186 bits) for the wizard's 'Generate'. */
export function generateApiToken(length = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of the alphabet's size; the slight bias costs under a bit of the 186.
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}
