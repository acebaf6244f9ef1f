/**
 * A headset's fleet sections on its detail page: its last check-in (from the record, offline too), and
 * its lessons, plays and commands (read from the server, the last answers kept on this device).
 */
import { useNow } from '../../ui/use-now';
import type { DeviceRecord } from './device-record';
import { HeadsetCommands } from './headset-commands';
import { HeadsetLessons } from './headset-lessons';
import { HeadsetPlays } from './headset-plays';
import { useHeadsetCommands, useHeadsetLessons, useHeadsetPlays } from './headset-reads';
import { LastCheckIn } from './last-check-in';
import '../../styles/devices.css';

export function HeadsetSections({ device }: { device: DeviceRecord }) {
  const now = useNow();
  const lessons = useHeadsetLessons(device._id);
  const plays = useHeadsetPlays(device._id);
  const commands = useHeadsetCommands(device._id);
  return (
    <>
      <LastCheckIn device={device} now={now} />
      <HeadsetCommands device={device} read={commands} lessons={lessons.saved?.value.lessons ?? null} />
      <HeadsetLessons read={lessons} />
      <HeadsetPlays read={plays} />
    </>
  );
}
