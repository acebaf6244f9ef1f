import { useId } from 'react';

import { Spinner } from '../../ui/spinner';
import { textOf } from './school-record';
import { gradeOf, type ClassRecord } from './school-stats';

interface ClassListProps {
  classes: readonly ClassRecord[];
  selectedId: string | null;
  onSelect: (classId: string) => void;
  loading: boolean;
}

export function classTitle(klass: ClassRecord): string {
  return textOf(klass, 'class_name').trim() || `Class ${gradeOf(klass)}`;
}

/** The school's classes, sorted by grade then section (30% column). */
export function ClassList({ classes, selectedId, onSelect, loading }: ClassListProps) {
  const titleId = useId();
  return (
    <section className="class-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="class-list__title">
        Class List
      </h2>
      {classes.length === 0 ? (
        loading ? (
          <Spinner label="Loading classes..." />
        ) : (
          <p className="class-list__empty">No classes yet</p>
        )
      ) : (
        <ul className="class-list__items">
          {classes.map((klass) => {
            const section = textOf(klass, 'section').trim();
            return (
              <li key={klass._id}>
                <button
                  type="button"
                  className="class-list__item"
                  aria-pressed={klass._id === selectedId}
                  onClick={() => onSelect(klass._id)}
                >
                  <span className="class-list__name">
                    {classTitle(klass)}
                    {section && ` - ${section}`}
                  </span>
                  <span className="class-list__meta">Grade {gradeOf(klass)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
