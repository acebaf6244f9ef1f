/**
 * "Commands": those this device holds that the server has not accepted yet (saved on this device,
 * sending, or refused with the server's words), then those the server lists with their state; and the
 * "Sync now" and "Launch lesson…" buttons, which queue a command through the outbox.
 */
import { useState } from 'react';
import type { SavedRead } from '../../data/answers/use-saved-read';
import { messageOf } from '../../data/api/api-error';
import { serverAnswer } from '../../data/outbox/server-answer';
import { useSyncStatus } from '../../data/sync/sync-status-store';
import type { CommandState, CommandView, DeviceLessonView } from '../../domain/headsets/headset';
import { HEADSET_MESSAGES } from '../../domain/headsets/headset-schema';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { signedInUserId, stillOnDevice } from '../../kit/announce-save';
import { SAVED_ON_DEVICE } from '../../kit/list-texts';
import { ToneBadge, type BadgeTone } from '../../ui/status-badge';
import { notifyError, notifyInfo, notifySuccess } from '../../ui/toast';
import type { DeviceRecord } from './device-record';
import { DEVICES_TEXTS } from './devices-texts';
import { COMMAND_STATES, HEADSET_TEXTS as T } from './headset-texts';
import { LaunchLessonDialog } from './launch-lesson-dialog';
import { SavedReadSection } from './saved-read-section';
import {
  COMMAND_NAMES,
  queuedCommands,
  sendCommand,
  useQueuedCommands,
  type QueuedCommand,
} from './send-command';

const STATE_TONES: Record<CommandState, BadgeTone> = {
  waiting: 'neutral',
  handed_out: 'warning',
  done: 'active',
  failed: 'inactive',
  expired: 'inactive',
};

type TitleOf = (contentId: string | null) => string | null;

function commandName(kind: CommandView['kind'], lesson: string | null) {
  const name = t(COMMAND_NAMES[kind]);
  return lesson ? `${name}: ${lesson}` : name;
}

function QueuedItem({ command, titleOf }: { command: QueuedCommand; titleOf: TitleOf }) {
  const refused = command.status === 'failed' || command.status === 'conflict';
  const state = refused ? T.refused : command.status === 'sending' ? T.sending : T.savedOnDevice;
  return (
    <li>
      <span>
        <span className="headset-list__name">{commandName(command.kind, titleOf(command.content_id))}</span>
        <span className="headset-list__detail">
          {' · '}
          {formatDateTime(command.createdAt)}
        </span>
        {refused && command.message && <span className="headset-list__detail"> · {t(command.message)}</span>}
      </span>
      <ToneBadge tone={refused ? 'inactive' : 'warning'}>{state}</ToneBadge>
    </li>
  );
}

function ServerItem({ command, titleOf }: { command: CommandView; titleOf: TitleOf }) {
  return (
    <li>
      <span>
        <span className="headset-list__name">
          {commandName(command.kind, command.chapter_title ?? titleOf(command.content_id))}
        </span>
        <span className="headset-list__detail">
          {' · '}
          {formatDateTime(command.created_at)}
        </span>
        {command.result_message && <span className="headset-list__detail"> · {command.result_message}</span>}
      </span>
      <ToneBadge tone={STATE_TONES[command.state]}>{COMMAND_STATES[command.state]}</ToneBadge>
    </li>
  );
}

/** What became of a command just queued: sent now when online, else kept here. */
async function announce(deviceId: string, commandId: string) {
  if (!useSyncStatus.getState().online) return notifyInfo(SAVED_ON_DEVICE);
  await serverAnswer(deviceId);
  const left = (await queuedCommands(deviceId)).find((command) => command._id === commandId);
  if (!left) notifySuccess(t(HEADSET_MESSAGES.commandSent));
  else if (left.status === 'failed' || left.status === 'conflict')
    notifyError(`${T.refused}: ${t(left.message ?? '')}`);
  else notifyInfo(stillOnDevice());
}

interface HeadsetCommandsProps {
  device: DeviceRecord;
  read: SavedRead<CommandView[]>;
  lessons: readonly DeviceLessonView[] | null;
}

export function HeadsetCommands({ device, read, lessons }: HeadsetCommandsProps) {
  const queued = useQueuedCommands(device._id) ?? [];
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const titles = new Map((lessons ?? []).map((lesson) => [lesson.content_id, lesson.chapter_title]));
  const titleOf: TitleOf = (contentId) => (contentId ? (titles.get(contentId) ?? null) : null);
  const queuedIds = new Set(queued.map((command) => command._id));

  const send = async (kind: CommandView['kind'], contentId: string | null = null) => {
    const userId = signedInUserId(DEVICES_TEXTS.signedOut);
    if (!userId) return;
    setBusy(true);
    try {
      const id = await sendCommand(userId, device, kind, contentId);
      setChoosing(false);
      await announce(device._id, id);
    } catch (error) {
      notifyError(`${T.sendFailed}: ${messageOf(error, T.sendFailed)}`);
    } finally {
      setBusy(false);
    }
  };

  const actions = (
    <div className="headset-section__actions">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void send('sync')}
      >
        {T.syncNow}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => setChoosing(true)}
      >
        {T.launchLesson}
      </button>
      {choosing && (
        <LaunchLessonDialog
          lessons={lessons}
          busy={busy}
          onLaunch={(contentId) => void send('launch_lesson', contentId)}
          onCancel={() => setChoosing(false)}
        />
      )}
    </div>
  );

  const pending = queued.length > 0 && (
    <ul className="headset-list" aria-label={T.savedOnDevice}>
      {queued.map((command) => (
        <QueuedItem key={command._id} command={command} titleOf={titleOf} />
      ))}
    </ul>
  );

  return (
    <SavedReadSection id="headset-commands" title={T.commands} read={read} actions={actions} before={pending}>
      {(commands) => {
        const listed = commands.filter((command) => !queuedIds.has(command._id));
        if (listed.length === 0)
          return queued.length === 0 && <p className="headset-section__empty">{T.noCommands}</p>;
        return (
          <ul className="headset-list" aria-label={T.commands}>
            {listed.map((command) => (
              <ServerItem key={command._id} command={command} titleOf={titleOf} />
            ))}
          </ul>
        );
      }}
    </SavedReadSection>
  );
}
