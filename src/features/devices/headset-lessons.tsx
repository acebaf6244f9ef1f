/** "Lessons on this headset": each lesson of its manifest with its state there, from the server. */
import type { SavedRead } from '../../data/answers/use-saved-read';
import type { DeviceLessons, DeviceLessonView } from '../../domain/headsets/headset';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { ToneBadge, type BadgeTone } from '../../ui/status-badge';
import { HEADSET_TEXTS as T, isOutdated, lessonStateText, outdatedText } from './headset-texts';
import { SavedReadSection } from './saved-read-section';

const TONES: Record<DeviceLessonView['state'], BadgeTone> = {
  installed: 'active',
  downloading: 'warning',
  missing: 'inactive',
  failed: 'inactive',
  not_reported: 'neutral',
};

const percent = (share: number) => formatNumber(share, { style: 'percent' });

function LessonItem({ lesson }: { lesson: DeviceLessonView }) {
  const outdated = isOutdated(lesson);
  return (
    <li>
      <span>
        <span className="headset-list__name">{lesson.chapter_title}</span>
        <span className="headset-list__detail">
          {' · '}
          {t('Grade {grade}', { grade: lesson.grade })} · {lesson.subject}
        </span>
      </span>
      <span className="headset-list__states">
        <ToneBadge tone={TONES[lesson.state]}>{lessonStateText(lesson, percent)}</ToneBadge>
        {outdated && <ToneBadge tone="warning">{outdatedText(lesson)}</ToneBadge>}
      </span>
    </li>
  );
}

export function HeadsetLessons({ read }: { read: SavedRead<DeviceLessons> }) {
  return (
    <SavedReadSection id="headset-lessons" title={T.lessons} read={read}>
      {(answer) =>
        answer.lessons.length === 0 ? (
          <p className="headset-section__empty">{answer.reason ? t(answer.reason) : T.noLessons}</p>
        ) : (
          <ul className="headset-list" aria-label={T.lessons}>
            {answer.lessons.map((lesson) => (
              <LessonItem key={lesson.content_id} lesson={lesson} />
            ))}
          </ul>
        )
      }
    </SavedReadSection>
  );
}
