/**
 * The new year's preview, built on the device from its mirror with `planNewYear`, and the request the
 * person confirms. A pupil whose roll number clashes in their new class gets the suggested number unless
 * the person typed another; a typed number that is not a roll number, or still clashes, is an error.
 */
import * as v from 'valibot';
import { textField as text } from '../../domain/people/record-status';
import { nextAcademicYear, isAcademicYear, academicYearOf } from '../../domain/school-year/academic-year';
import { newYearRequestOf } from '../../domain/school-year/new-year-request';
import type { NewYearRequestInput } from '../../domain/school-year/new-year-schema';
import { SCHOOL_YEAR_MESSAGES } from '../../domain/school-year/school-year-messages';
import {
  planNewYear,
  withNewClassIds,
  type NewClassChoice,
  type PlanClass,
  type PlanPupil,
  type RollClash,
  type YearPlan,
} from '../../domain/school-year/year-plan';
import { STUDENT_ROLL_NUMBER } from '../../domain/students/student-schema';
import type { YearMirror } from './use-year-mirror';

/** What the person chose on the preview. */
export interface PreviewChoices {
  repeaters: ReadonlySet<string>;
  /** Roll numbers typed for pupils whose number clashes, by pupil id. */
  typedRolls: Readonly<Record<string, string>>;
  /** The classes the move creates, with the ids made for them and their class teachers. */
  newClasses: readonly NewClassChoice[];
}

/** A clash as the preview shows it: the number the pupil will get, and what is wrong with it. */
export interface ShownClash extends RollClash {
  chosen: string;
  /** A message id with its values, or null when the chosen number is good. */
  error: { id: string; values?: Record<string, string | number> } | null;
}

export interface YearPreview {
  fromYear: string;
  toYear: string;
  plan: YearPlan;
  clashes: ShownClash[];
  /** The created classes with their ids and teachers (kept by the screen between changes). */
  newClasses: NewClassChoice[];
  body: NewYearRequestInput;
  ready: boolean;
}

const planClassOf = (klass: YearMirror['classes'][number]): PlanClass => ({
  _id: klass._id,
  grade: Number(klass.grade),
  section: text(klass.section).trim().toUpperCase(),
  class_name: text(klass.class_name),
});

const planPupilOf = (pupil: YearMirror['pupils'][number]): PlanPupil => ({
  _id: pupil._id,
  student_name: text(pupil.student_name),
  class_id: text(pupil.class_id),
  roll_number: text(pupil.roll_number),
});

/** The school's year; a school the server has not yet given one is in the year of today. */
export const yearOf = (school: YearMirror['school']): string =>
  school && isAcademicYear(school.academic_year) ? school.academic_year : academicYearOf(new Date());

function rollError(roll: string) {
  const checked = v.safeParse(STUDENT_ROLL_NUMBER, roll);
  return checked.success ? null : { id: checked.issues[0].message };
}

export function buildPreview(mirror: YearMirror, choices: PreviewChoices, makeId: () => string): YearPreview {
  const fromYear = yearOf(mirror.school);
  const toYear = nextAcademicYear(fromYear);
  const classes = mirror.classes.map(planClassOf);
  const pupils = mirror.pupils.map(planPupilOf);
  const repeaters = [...choices.repeaters].filter((id) => pupils.some((pupil) => pupil._id === id));

  // The clashes as they are without any roll number chosen: each keeps its row while the person types.
  const unchosen = planNewYear({ classes, pupils, choices: { repeaters } });
  const { newClasses = [] } = withNewClassIds({ newClasses: choices.newClasses }, unchosen, makeId);
  const rollNumbers = Object.fromEntries(
    unchosen.clashes.map((clash) => [
      clash.student_id,
      (choices.typedRolls[clash.student_id] ?? clash.suggested).trim().toUpperCase(),
    ]),
  );
  const plan = planNewYear({ classes, pupils, choices: { repeaters, rollNumbers, newClasses } });
  const stillClashing = new Set(plan.clashes.map((clash) => clash.student_id));
  const clashes = unchosen.clashes.map((clash): ShownClash => {
    const chosen = choices.typedRolls[clash.student_id] ?? clash.suggested;
    const error =
      rollError(chosen) ??
      (stillClashing.has(clash.student_id)
        ? {
            id: SCHOOL_YEAR_MESSAGES.rollClash,
            values: { roll: chosen, name: clash.student_name, grade: clash.grade, section: clash.section },
          }
        : null);
    return { ...clash, chosen, error };
  });

  const body = newYearRequestOf({
    fromYear,
    classes,
    pupils,
    choices: { repeaters, rollNumbers, newClasses },
  });
  return {
    fromYear,
    toYear,
    plan,
    clashes,
    newClasses: [...newClasses],
    body,
    ready: classes.length > 0 && clashes.every((clash) => clash.error === null),
  };
}
