/** The device list's check-in cells: last seen, the lessons badge, the battery. */
import { t } from '../../i18n/i18n';
import { BoltIcon } from '../../ui/screen-icons';
import { ToneBadge } from '../../ui/status-badge';
import type { DeviceRecord } from './device-record';
import { batteryOf, lastSeenText, lessonsBadge } from './fleet-status';

export function LastSeen({ device, now }: { device: DeviceRecord; now: number }) {
  const text = lastSeenText(device, now);
  return device.last_seen_at ? <time dateTime={device.last_seen_at}>{text}</time> : <span>{text}</span>;
}

export function LessonsBadge({ device }: { device: DeviceRecord }) {
  const badge = lessonsBadge(device);
  return <ToneBadge tone={badge.tone}>{badge.text}</ToneBadge>;
}

/** "76%" with a bolt while charging; a screen reader hears "Battery 76%, charging". */
export function Battery({ device }: { device: DeviceRecord }) {
  const battery = batteryOf(device);
  if (!battery)
    return (
      <span className="schools-table__muted">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('Not reported')}</span>
      </span>
    );
  return (
    <span className="fleet-battery">
      <span aria-hidden="true">
        {battery.percent}
        {battery.charging && <BoltIcon />}
      </span>
      <span className="visually-hidden">{battery.spoken}</span>
    </span>
  );
}
