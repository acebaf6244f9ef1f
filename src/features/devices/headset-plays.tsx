/** "Plays in the last 30 days": how often and how long the headset's lessons were played, from the server. */
import { useState } from 'react';
import type { SavedRead } from '../../data/answers/use-saved-read';
import type { DevicePlays } from '../../domain/headsets/headset';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { StatCards } from '../../ui/stat-cards';
import { HEADSET_TEXTS as T, minutesText } from './headset-texts';
import { SavedReadSection } from './saved-read-section';

/** The latest plays listed at first; the rest (up to the latest 100) on request. */
const FIRST_SHOWN = 10;

export function HeadsetPlays({ read }: { read: SavedRead<DevicePlays> }) {
  const [all, setAll] = useState(false);
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
              {(all ? answer.plays : answer.plays.slice(0, FIRST_SHOWN)).map((play) => (
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
          {!all && answer.plays.length > FIRST_SHOWN && (
            <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
              {t('Show the latest {count} plays', { count: answer.plays.length })}
            </button>
          )}
        </>
      )}
    </SavedReadSection>
  );
}
