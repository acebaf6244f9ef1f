/**
 * `planNewYear`: what starting the new year does to a school, computed from its live classes and its
 * pupils who have not left, and the person's choices. Pure: the device shows it as the preview, the
 * server checks and applies the same plan.
 *
 * - Each pupil of grade 1 to 6 moves to the class of the next grade with the same section; that class is
 *   created when the school has none (its id and class teacher come from the choices).
 * - Pupils of the top grade leave the school.
 * - A repeater stays in their class.
 * - Roll numbers stay unique per class: a pupil whose roll number is already held in their new class is
 *   a clash, with a suggestion (the lowest whole number not taken there).
 */
import { classNameOf } from '../classes/class-schema';
import { GRADES } from '../school-records/record-fields';
import { rollClashesIn } from './roll-numbers';

export const TOP_GRADE = GRADES.at(-1)!;

export interface PlanClass {
  _id: string;
  grade: number;
  section: string;
  class_name: string;
}

export interface PlanPupil {
  _id: string;
  student_name: string;
  class_id: string;
  roll_number: string;
}

/** A class the move creates, as the device named it (its id made there, like every new record). */
export interface NewClassChoice {
  _id: string;
  grade: number;
  section: string;
  class_teacher_id: string | null;
}

export interface YearChoices {
  /** Pupils who repeat the year: they stay in their class. */
  repeaters?: readonly string[];
  /** Roll numbers the person chose, by pupil id (a suggestion accepted, or one typed). */
  rollNumbers?: Readonly<Record<string, string>>;
  /** Ids and class teachers of the classes the move creates. */
  newClasses?: readonly NewClassChoice[];
}

/** A class after the move: an existing one, or one the move creates (`_id` null until the choices name it). */
export interface PlannedClass {
  _id: string | null;
  grade: number;
  section: string;
  class_name: string;
  created: boolean;
  class_teacher_id: string | null;
  /** Pupils before the move (0 for a created class) and after it. */
  before: number;
  after: number;
}

/** A pupil who stays in the school: moved up a grade, or repeating the year (`repeats`). */
export interface PupilMove {
  student_id: string;
  student_name: string;
  from_class_id: string;
  from_roll: string;
  /** The class the pupil is in after the move; null for a created class whose id is not chosen yet. */
  to_class_id: string | null;
  to_grade: number;
  to_section: string;
  to_roll: string;
  repeats: boolean;
}

export interface Leaver {
  student_id: string;
  student_name: string;
  class_id: string;
  roll_number: string;
}

/** A pupil whose roll number is already held in their new class. */
export interface RollClash {
  student_id: string;
  student_name: string;
  class_id: string | null;
  grade: number;
  section: string;
  class_name: string;
  roll_number: string;
  suggested: string;
}

export interface YearPlan {
  moves: PupilMove[];
  leavers: Leaver[];
  /** The classes the move creates, by grade then section. */
  created: PlannedClass[];
  clashes: RollClash[];
  /** Every class after the move, existing and created, by grade then section, with its counts. */
  classes: PlannedClass[];
}

const slot = (grade: number, section: string) => `${grade}|${section.toUpperCase()}`;
const byGradeAndSection = (a: PlannedClass, b: PlannedClass) =>
  a.grade - b.grade || a.section.localeCompare(b.section);

export interface YearPlanInput {
  classes: readonly PlanClass[];
  /** Live pupils who have not left; pupils of a class not in `classes` are left out. */
  pupils: readonly PlanPupil[];
  choices?: YearChoices;
}

export function planNewYear({ classes, pupils, choices = {} }: YearPlanInput): YearPlan {
  const repeaters = new Set(choices.repeaters ?? []);
  const chosenRolls = choices.rollNumbers ?? {};
  const chosenClasses = new Map((choices.newClasses ?? []).map((c) => [slot(c.grade, c.section), c]));
  const classById = new Map(classes.map((c) => [c._id, c]));
  const slots = new Map<string, PlannedClass>();
  const plannedById = new Map<string, PlannedClass>();
  for (const c of classes) {
    const existing: PlannedClass = { ...planned(c, false), _id: c._id };
    plannedById.set(c._id, existing);
    if (!slots.has(slot(c.grade, c.section))) slots.set(slot(c.grade, c.section), existing);
  }

  const destinationOf = (grade: number, section: string): PlannedClass => {
    const key = slot(grade, section);
    let target = slots.get(key);
    if (!target) {
      const choice = chosenClasses.get(key);
      target = {
        ...planned({ grade, section: section.toUpperCase(), class_name: classNameOf(grade) }, true),
        _id: choice?._id ?? null,
        class_teacher_id: choice?.class_teacher_id ?? null,
      };
      slots.set(key, target);
    }
    return target;
  };

  const moves: Array<PupilMove & { chosen: boolean; target: PlannedClass }> = [];
  const leavers: Leaver[] = [];
  for (const pupil of pupils) {
    const from = classById.get(pupil.class_id);
    if (!from) continue;
    const current = plannedById.get(from._id)!;
    current.before += 1;
    const repeats = repeaters.has(pupil._id);
    if (!repeats && from.grade >= TOP_GRADE) {
      leavers.push({
        student_id: pupil._id,
        student_name: pupil.student_name,
        class_id: from._id,
        roll_number: pupil.roll_number,
      });
      continue;
    }
    const target = repeats ? current : destinationOf(from.grade + 1, from.section);
    const chosen = chosenRolls[pupil._id];
    moves.push({
      student_id: pupil._id,
      student_name: pupil.student_name,
      from_class_id: from._id,
      from_roll: pupil.roll_number,
      to_class_id: target._id,
      to_grade: target.grade,
      to_section: target.section,
      to_roll: chosen ?? pupil.roll_number,
      repeats,
      chosen: chosen !== undefined,
      target,
    });
  }

  const everyClass = new Set([...plannedById.values(), ...slots.values()]);
  const clashes: RollClash[] = [];
  const movesInto = new Map<PlannedClass, typeof moves>();
  for (const move of moves) {
    const list = movesInto.get(move.target);
    if (list) list.push(move);
    else movesInto.set(move.target, [move]);
  }
  for (const target of everyClass) {
    const inClass = movesInto.get(target) ?? [];
    target.after = inClass.length;
    clashes.push(...rollClashesIn(target, inClass));
  }

  const all = [...everyClass].sort(byGradeAndSection);
  return {
    moves: moves.map(({ chosen: _chosen, target: _target, ...move }) => move),
    leavers,
    created: all.filter((c) => c.created),
    clashes,
    classes: all,
  };
}

function planned(c: Omit<PlanClass, '_id'>, created: boolean): Omit<PlannedClass, '_id'> {
  return {
    grade: c.grade,
    section: c.section,
    class_name: c.class_name,
    created,
    class_teacher_id: null,
    before: 0,
    after: 0,
  };
}

/**
 * The choices with an id for every class the plan creates: the ids already chosen are kept, the others
 * made by `makeId` (a new record id), with no class teacher.
 */
export function withNewClassIds(choices: YearChoices, plan: YearPlan, makeId: () => string): YearChoices {
  const kept = new Map((choices.newClasses ?? []).map((c) => [slot(c.grade, c.section), c]));
  const newClasses = plan.created.map(
    (c) =>
      kept.get(slot(c.grade, c.section)) ?? {
        _id: makeId(),
        grade: c.grade,
        section: c.section,
        class_teacher_id: null,
      },
  );
  return { ...choices, newClasses };
}
