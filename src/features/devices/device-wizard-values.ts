/**
 * The wizard's values and their checks: each field's message from
 * `DEVICE_MESSAGES` through the same schemas the API uses.
 */
import * as v from 'valibot';
import { apiToken, deviceName, imeiNumber, schoolRef } from '../../domain/devices/device-schema';
import { t } from '../../i18n/i18n';
import { fieldErrors, type FormErrors } from '../../ui/use-field-form';
import type { DeviceRecord } from './device-record';
import type { DeviceInput } from './save-device';

export type WizardField = 'device_name' | 'api_token' | 'status' | 'imei_number' | 'school_id';
export type WizardValues = Record<WizardField, string>;

export type WizardMode = { kind: 'create' } | { kind: 'edit'; device: DeviceRecord };

/** The steps' names, in the chosen language; the last one says what the button does. */
export const wizardSteps = (editing: boolean): readonly string[] => [
  t('Basic Information'),
  t('School Allocation'),
  editing ? t('Review & Save') : t('Review & Create'),
];

/** The fields each step holds: a message on one of them sends the person back to that step. */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ['device_name', 'api_token', 'status', 'imei_number'],
  ['school_id'],
  [],
];

const SCHEMAS: Record<WizardField, v.GenericSchema> = {
  device_name: deviceName,
  api_token: apiToken,
  status: v.picklist(['active', 'inactive']),
  imei_number: imeiNumber,
  school_id: schoolRef,
};

export function initialValues(mode: WizardMode): WizardValues {
  if (mode.kind === 'create') {
    return { device_name: '', api_token: '', status: 'active', imei_number: '', school_id: '' };
  }
  const { device } = mode;
  return {
    device_name: device.device_name,
    // The device holds no token (tablets are shared): empty keeps the current one.
    api_token: '',
    status: device.status ? 'active' : 'inactive',
    imei_number: device.imei_number ?? '',
    school_id: device.school_id ?? '',
  };
}

/** An edit may leave the token empty to keep it. */
export function validateWizard(values: WizardValues, editing: boolean): FormErrors<WizardField> {
  const errors = fieldErrors(SCHEMAS, values);
  if (editing && values.api_token.trim() === '') delete errors.api_token;
  return errors;
}

/** Step 1 and 2's Next: name and token filled (an edit keeps its token), then a school. */
export function canLeaveStep(step: number, values: WizardValues, editing: boolean): boolean {
  if (step === 0) return values.device_name.trim() !== '' && (editing || values.api_token.trim() !== '');
  if (step === 1) return values.school_id !== '';
  return true;
}

export function inputOf(values: WizardValues): DeviceInput {
  return {
    device_name: values.device_name,
    api_token: values.api_token,
    school_id: values.school_id,
    status: values.status === 'active',
    imei_number: values.imei_number.trim() || null,
  };
}
