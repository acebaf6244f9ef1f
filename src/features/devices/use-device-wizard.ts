/**
 * The device wizard's state: three steps with Previous and Next, each field's
 * message as the person types, and the save: on the device at once, then, online, the server's answer.
 * A create the server refused stays open with its message; saving again fixes that create.
 */
import { useCallback, useMemo, useState } from 'react';
import { messageOf } from '../../data/api/api-error';
import { db } from '../../data/db/app-db';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { DEVICE_MESSAGES } from '../../domain/devices/device-schema';
import { signedInUserId, stillOnDevice } from '../../kit/announce-save';
import { withServerErrors } from '../../kit/use-record-form';
import { t } from '../../i18n/i18n';
import { notifyError, notifyInfo, notifySuccess } from '../../ui/toast';
import { useFieldForm } from '../../ui/use-field-form';
import {
  canLeaveStep,
  initialValues,
  inputOf,
  STEP_FIELDS,
  validateWizard,
  type WizardField,
  type WizardMode,
  type WizardValues,
} from './device-wizard-values';
import { DEVICES_TEXTS } from './devices-texts';
import { createDevice, editDevice } from './save-device';
import { serverAnswer, type ServerAnswer } from '../../data/outbox/server-answer';

export const WIZARD_TEXTS = {
  get noChanges() {
    return DEVICES_TEXTS.noChanges;
  },
  get signedOut() {
    return DEVICES_TEXTS.signedOut;
  },
  /** A failure that came with no message of its own (a failed create never shows an empty toast). */
  get fallback() {
    return t('Something went wrong');
  },
};

interface Refusal {
  /** The refused record: saving again fixes it instead of making another. */
  id: string;
  values: WizardValues;
  errors: Record<string, string>;
}

export interface WizardOptions {
  mode: WizardMode;
  /** The edit failure's text: the edit page says 'Failed to update device. Please try again.'. */
  editFailed: string;
  onDone: (deviceId: string) => void;
}

/** Saves on the device; the id saved, or null when an edit changed nothing. */
async function saveOnDevice(
  userId: string,
  mode: WizardMode,
  refusedId: string | undefined,
  values: WizardValues,
) {
  const input = inputOf(values);
  const existingId = mode.kind === 'edit' ? mode.device._id : refusedId;
  if (existingId === undefined) return createDevice(userId, input);
  // The record as the device has it now (a refused change shows on it), so only what changed since goes.
  const current = (await db.devices.get(existingId)) ?? (mode.kind === 'edit' ? mode.device : undefined);
  if (!current) return createDevice(userId, input);
  return (await editDevice(userId, current, input)) ? existingId : null;
}

export function useDeviceWizard({ mode, editFailed, onDone }: WizardOptions) {
  const editing = mode.kind === 'edit';
  const [refusal, setRefusal] = useState<Refusal>();
  const validate = useMemo(
    () => withServerErrors((values: WizardValues) => validateWizard(values, editing), refusal),
    [editing, refusal],
  );
  const form = useFieldForm(() => initialValues(mode), validate);
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  const stepWithError = useCallback(
    (errors: Partial<Record<WizardField, string>>) =>
      STEP_FIELDS.findIndex((fields) => fields.some((f) => errors[f])),
    [],
  );

  const next = () => {
    const fields = STEP_FIELDS[step] ?? [];
    if (fields.some((field) => form.errors[field])) {
      for (const field of fields) form.touch(field);
      return;
    }
    setStep((current) => Math.min(current + 1, 2));
  };
  const previous = () => setStep((current) => Math.max(current - 1, 0));

  const failed = (message: string) =>
    notifyError(
      editing
        ? editFailed
        : `${t(DEVICE_MESSAGES.createFailed)}: ${t(message.trim() || WIZARD_TEXTS.fallback)}`,
    );

  const announce = (answer: ServerAnswer, id: string) => {
    if (answer.kind === 'refused') {
      setRefusal({ id, values: form.values, errors: answer.fieldErrors });
      form.touchAll();
      const back = stepWithError(answer.fieldErrors);
      if (back >= 0) setStep(back);
      failed(answer.message);
      return false;
    }
    if (answer.kind === 'accepted') notifySuccess(editing ? DEVICE_MESSAGES.edited : DEVICE_MESSAGES.created);
    else notifyInfo(stillOnDevice());
    return true;
  };

  const submit = async () => {
    if (submitting) return;
    if (!form.valid) {
      form.touchAll();
      setStep(Math.max(0, stepWithError(form.errors)));
      return;
    }
    const userId = signedInUserId(WIZARD_TEXTS.signedOut);
    if (!userId) return;
    setSubmitting(true);
    try {
      const id = await saveOnDevice(userId, mode, refusal?.id, form.values);
      if (id === null) {
        notifyInfo(WIZARD_TEXTS.noChanges);
        if (mode.kind === 'edit') onDone(mode.device._id);
        else setSubmitting(false);
        return;
      }
      const online = useSyncStatus.getState().online;
      const answer: ServerAnswer = online ? await serverAnswer(id) : { kind: 'waiting' };
      if (announce(answer, id)) onDone(id);
      else setSubmitting(false);
    } catch (error) {
      failed(messageOf(error, WIZARD_TEXTS.fallback));
      setSubmitting(false);
    }
  };

  return {
    ...form,
    step,
    editing,
    submitting,
    canGoOn: canLeaveStep(step, form.values, editing),
    next,
    previous,
    submit,
  };
}
