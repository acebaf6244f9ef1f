/**
 * The preview's classes: each with its pupils now, where they go and its pupils after the move; a class's
 * pupils open under it, each with its "Repeats the year" choice.
 */
import { Fragment, useId, useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { TOP_GRADE, type PlannedClass, type YearPlan } from '../../domain/school-year/year-plan';
import { CheckboxField } from '../../ui/checkbox-field';
import { classTitle } from '../../ui/class-title';
import { YEAR_TEXTS as T } from './school-year-texts';

interface Props {
  plan: YearPlan;
  repeaters: ReadonlySet<string>;
  onRepeats: (pupilId: string, repeats: boolean) => void;
}

/** Where a class's pupils go: the next grade's class of the same section, or out of the school. */
function destination(klass: PlannedClass, plan: YearPlan): string {
  if (klass.grade >= TOP_GRADE) return T.leaves;
  const next = plan.classes.find((each) => each.grade === klass.grade + 1 && each.section === klass.section);
  if (!next) return T.leaves;
  return next.created ? `${classTitle(next)} (${T.created})` : classTitle(next);
}

interface Pupil {
  id: string;
  name: string;
  roll: string;
}

/** The pupils in a class now: those who move on or stay, and those who leave. */
function pupilsOf(klass: PlannedClass, plan: YearPlan): Pupil[] {
  const moving = plan.moves
    .filter((move) => move.from_class_id === klass._id)
    .map((move) => ({ id: move.student_id, name: move.student_name, roll: move.from_roll }));
  const leaving = plan.leavers
    .filter((leaver) => leaver.class_id === klass._id)
    .map((leaver) => ({ id: leaver.student_id, name: leaver.student_name, roll: leaver.roll_number }));
  return [...moving, ...leaving].sort((a, b) => a.roll.localeCompare(b.roll, undefined, { numeric: true }));
}

function ClassPupils({ pupils, repeaters, onRepeats }: { pupils: Pupil[] } & Omit<Props, 'plan'>) {
  const idBase = useId();
  return (
    <ul className="year-pupils">
      {pupils.map((pupil) => (
        <li key={pupil.id} className="year-pupils__item">
          <span id={`${idBase}-${pupil.id}`} className="year-pupils__name">
            {pupil.roll} · {pupil.name}
          </span>
          <CheckboxField
            name={`repeats-${pupil.id}`}
            label={T.repeats}
            aria-describedby={`${idBase}-${pupil.id}`}
            checked={repeaters.has(pupil.id)}
            onChange={(event) => onRepeats(pupil.id, event.target.checked)}
          />
        </li>
      ))}
    </ul>
  );
}

export function YearClassesTable({ plan, repeaters, onRepeats }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="schools-table-wrap">
      <table className="schools-table year-classes">
        <caption>{T.classesHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{T.className}</th>
            <th scope="col">{T.before}</th>
            <th scope="col">{T.goesTo}</th>
            <th scope="col">{T.after}</th>
          </tr>
        </thead>
        <tbody>
          {plan.classes.map((klass) => {
            const key = klass._id ?? `${klass.grade}${klass.section}`;
            const pupils = klass.created ? [] : pupilsOf(klass, plan);
            const shown = open === key;
            return (
              <Fragment key={key}>
                <tr>
                  <th scope="row">
                    <span className="year-classes__name">
                      {classTitle(klass)}
                      {klass.created && <span className="year-classes__new"> ({T.created})</span>}
                    </span>
                    {pupils.length > 0 && (
                      <button
                        type="button"
                        className="button button--ghost year-classes__toggle"
                        aria-expanded={shown}
                        onClick={() => setOpen(shown ? null : key)}
                      >
                        {shown ? T.hidePupils : T.showPupils}
                      </button>
                    )}
                  </th>
                  <td>{formatNumber(klass.before)}</td>
                  <td>{klass.created ? '—' : destination(klass, plan)}</td>
                  <td>{formatNumber(klass.after)}</td>
                </tr>
                {shown && (
                  <tr>
                    <td colSpan={4}>
                      <ClassPupils pupils={pupils} repeaters={repeaters} onRepeats={onRepeats} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
