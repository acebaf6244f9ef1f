/**
 * 'Rotate token' on the device's detail page: after a confirmation, a new token made here replaces the
 * old one through the outbox (so it works offline too), and is shown once to give to the headset. The
 * button sits among the page's actions; the new token is shown below them (`NewTokenPanel`), so the
 * button row stays whole.
 */
import { useCallback, useState } from 'react';
import { messageOf } from '../../data/api/api-error';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import { DEVICE_MESSAGES, generateApiToken } from '../../domain/devices/device-schema';
import { signedInUserId, stillOnDevice } from '../../kit/announce-save';
import { t, texts } from '../../i18n/i18n';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notifyError, notifyInfo, notifySuccess } from '../../ui/toast';
import { CopyTokenButton } from './copy-token-button';
import type { DeviceRecord } from './device-record';
import { rotateDeviceToken } from './save-device';
import { serverAnswer } from '../../data/outbox/server-answer';
import { WIZARD_TEXTS } from './use-device-wizard';

const ROTATE_TEXTS = texts({
  button: 'Rotate token',
  title: 'Rotate API token',
  message: (name: string) =>
    t(
      'A new API token will replace the current one of {name}. The headset stops working until it is given the new token. Continue?',
      { name },
    ),
  confirm: 'Rotate token',
  busy: 'Rotating...',
  newToken: 'New API token',
  shownOnce:
    'Copy it now and set it on the headset; the old token no longer works once this change reaches the server.',
  failed: 'Failed to rotate the API token',
  done: 'Done',
} as const);

interface RotateTokenProps {
  device: DeviceRecord;
  /** The new token, once this device holds it (saved here, and sent or waiting to be). */
  onRotated: (token: string) => void;
}

export function RotateToken({ device, onRotated }: RotateTokenProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = useCallback(() => setAsking(false), []);

  const rotate = async () => {
    const userId = signedInUserId(WIZARD_TEXTS.signedOut);
    if (!userId) return;
    setBusy(true);
    const token = generateApiToken();
    try {
      await rotateDeviceToken(userId, device, token);
      const online = useSyncStatus.getState().online;
      const answer = online ? await serverAnswer(device._id) : ({ kind: 'waiting' } as const);
      if (answer.kind === 'refused') {
        notifyError(`${ROTATE_TEXTS.failed}: ${t(answer.message || WIZARD_TEXTS.fallback)}`);
      } else {
        if (answer.kind === 'accepted') notifySuccess(DEVICE_MESSAGES.tokenRotated);
        else notifyInfo(stillOnDevice());
        onRotated(token);
      }
    } catch (error) {
      notifyError(`${ROTATE_TEXTS.failed}: ${t(messageOf(error, WIZARD_TEXTS.fallback))}`);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        {ROTATE_TEXTS.button}
      </button>
      {asking && (
        <ConfirmDialog
          title={ROTATE_TEXTS.title}
          message={ROTATE_TEXTS.message(device.device_name)}
          confirmLabel={ROTATE_TEXTS.confirm}
          busyLabel={ROTATE_TEXTS.busy}
          busy={busy}
          onCancel={cancel}
          onConfirm={() => void rotate()}
        />
      )}
    </>
  );
}

/** The token a rotation made, shown once, until Done. */
export function NewTokenPanel({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <section className="device-detail__card" aria-label={ROTATE_TEXTS.newToken}>
      <h3>{ROTATE_TEXTS.newToken}</h3>
      <p className="device-detail__token" data-testid="new-device-token">
        {token}
      </p>
      <p className="field__hint">{ROTATE_TEXTS.shownOnce}</p>
      <div className="device-detail__token-actions">
        <CopyTokenButton token={token} />
        <button type="button" className="button button--secondary" onClick={onDone}>
          {ROTATE_TEXTS.done}
        </button>
      </div>
    </section>
  );
}
