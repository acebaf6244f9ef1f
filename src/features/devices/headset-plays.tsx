/** "Plays in the last 30 days": how often and how long the headset's lessons were played, from the server. */
import type { SavedRead } from '../../data/answers/use-saved-read';
import type { DevicePlays } from '../../domain/headsets/headset';
import { formatDateTime } from '../../i18n/format';
import { StatCards } from '../../ui/stat-cards';
import { HEADSET_TEXTS as T, minutesText } from './headset-texts';
import { SavedReadSection } from './saved-read-section';

export function HeadsetPlays({ read }: { read: SavedRead<DevicePlays> }) {
  return (
    <SavedReadSection id="headset-plays" title={T.plays} read={read}>
      {(answer) => (
        <>
          <StatCards
            label={T.plays}
            cards={[
              { label: T.playsCount, value: answer.plays_count },
              { label: T.minutes, value: answer.minutes },
            ]}
          />
          {answer.plays.length === 0 ? (
            <p className="headset-section__empty">{T.noPlays}</p>
          ) : (
            <ul className="headset-list" aria-label={T.plays}>
              {answer.plays.map((play) => (
                <li key={play.id}>
                  <span className="headset-list__name">{play.chapter_title ?? T.unknownLesson}</span>
                  <span className="headset-list__detail">
                    <time dateTime={play.started_at}>{formatDateTime(play.started_at)}</time>
                    {' · '}
                    {minutesText(Math.round(play.duration_s / 60))}
                    {' · '}
                    {play.completed ? T.completed : T.notCompleted}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SavedReadSection>
  );
}
