/** The pupils whose roll number is already used in their new class: the suggested number, which the person may change. */
import { t } from '../../i18n/i18n';
import { classTitle } from '../../ui/class-title';
import { TextField } from '../../ui/text-field';
import { YEAR_TEXTS as T } from './school-year-texts';
import type { ShownClash } from './year-preview';

interface Props {
  clashes: readonly ShownClash[];
  onRoll: (pupilId: string, roll: string) => void;
}

export function YearClashes({ clashes, onRoll }: Props) {
  if (clashes.length === 0) return null;
  return (
    <section className="year-section" aria-labelledby="year-clashes">
      <h2 id="year-clashes" className="year-section__title">
        {T.clashesHeading}
      </h2>
      <p className="year-section__hint">{T.clashesHint}</p>
      <ul className="year-clashes">
        {clashes.map((clash) => (
          <li key={clash.student_id} className="year-clashes__item">
            <p className="year-clashes__who">
              {clash.student_name} · {classTitle(clash)} · {clash.roll_number}
            </p>
            <TextField
              name={`roll-${clash.student_id}`}
              label={`${clash.student_name}: ${T.newRoll}`}
              value={clash.chosen}
              maxLength={20}
              error={clash.error ? t(clash.error.id, clash.error.values) : undefined}
              onChange={(event) => onRoll(clash.student_id, event.target.value)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
