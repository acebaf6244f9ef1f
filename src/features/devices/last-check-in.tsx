/** "Last check-in": what the headset last told the server, from the device record, so it shows offline. */
import { formatDateTime } from '../../i18n/format';
import type { DeviceRecord } from './device-record';
import { Battery, LastSeen, LessonsBadge } from './fleet-cells';
import { HEADSET_TEXTS as T, storageText } from './headset-texts';
import { FactList, type Fact } from '../../ui/fact-list';

export function LastCheckIn({ device, now }: { device: DeviceRecord; now: number }) {
  const seen = device.last_seen_at;
  const facts: Fact[] = [
    [
      T.lastSeen,
      <>
        <LastSeen device={device} now={now} />
        {seen && <span className="headset-list__detail"> · {formatDateTime(seen)}</span>}
      </>,
    ],
    [T.lessonsBadge, <LessonsBadge device={device} />],
    [T.battery, <Battery device={device} />],
    [
      T.freeStorage,
      typeof device.free_storage_mb === 'number' ? storageText(device.free_storage_mb) : T.notReported,
    ],
    [T.appVersion, device.app_version ?? T.notReported],
    [T.osVersion, device.os_version ?? T.notReported],
  ];
  return (
    <section className="device-detail__card" aria-labelledby="headset-check-in-title">
      <h2 id="headset-check-in-title" className="people-form__title">
        {T.checkIn}
      </h2>
      {seen ? (
        <FactList className="device-detail__facts" facts={facts} />
      ) : (
        <p className="headset-section__empty">{T.neverCheckedIn}</p>
      )}
    </section>
  );
}
