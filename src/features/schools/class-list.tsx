import { useId } from 'react';

import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { classTitle } from '../../ui/class-title';
import { Spinner } from '../../ui/spinner';
import { gradeOf, NO_GRADE, type ClassRecord } from './school-stats';

interface ClassListProps {
  classes: readonly ClassRecord[];
  selectedId: string | null;
  onSelect: (classId: string) => void;
  loading: boolean;
}

/** A grade for display: its number in the chosen language's digits, or 'N/A'. */
export const shownGrade = (klass: ClassRecord): string => {
  const grade = gradeOf(klass);
  return grade === NO_GRADE ? t(NO_GRADE) : formatNumber(Number(grade));
};

/** The school's classes, sorted by grade then section (30% column). */
export function ClassList({ classes, selectedId, onSelect, loading }: ClassListProps) {
  const titleId = useId();
  return (
    <section className="class-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="class-list__title">
        {t('Class List')}
      </h2>
      {classes.length === 0 ? (
        loading ? (
          <Spinner label={t('Loading classes...')} />
        ) : (
          <p className="class-list__empty">{t('No classes yet')}</p>
        )
      ) : (
        <ul className="class-list__items">
          {classes.map((klass) => {
            return (
              <li key={klass._id}>
                <button
                  type="button"
                  className="class-list__item"
                  aria-pressed={klass._id === selectedId}
                  onClick={() => onSelect(klass._id)}
                >
                  <span className="class-list__name">{classTitle(klass)}</span>
                  <span className="class-list__meta">{t('Grade {grade}', { grade: shownGrade(klass) })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
