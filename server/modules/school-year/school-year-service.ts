/**
 * Starting and undoing a school's new year (docs/school-year.md): who may, the checks that the
 * preview is still true, the plan built again from the server's own rows, and the change applied in
 * the write's one transaction with the school's row locked. Every row it changes gets a new version and
 * is touched, so devices pull it and the change history records it; both answers list each changed record
 * with its new version (`records`), so the device that sent the change bases its later edits on them.
 */
import {
  canUndoNewYear,
  newYearUndoUntil,
  undoClosingDay,
} from '../../../src/domain/school-year/academic-year';
import { historyEntryOf } from '../../../src/domain/school-year/class-history';
import type { NewYearRequest, NewYearUndoRequest } from '../../../src/domain/school-year/new-year-schema';
import { SCHOOL_YEAR_MESSAGES as M } from '../../../src/domain/school-year/school-year-messages';
import { planNewYear } from '../../../src/domain/school-year/year-plan';
import { SCHOOL_API_MESSAGES } from '../../../src/domain/schools/school-messages';
import { STUDENT_MESSAGES } from '../../../src/domain/students/student-schema';
import type { Language } from '../../../src/domain/i18n/languages';
import type { CurrentUser } from '../../auth/access';
import { translate } from '../../i18n/translate';
import { assertSchoolAccess } from '../../auth/school-access';
import { classes, schools, students } from '../../db/schema';
import { duplicate, isUniqueViolation, notFound } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import { schoolViews } from '../schools';
import { assertPlanApplies, assertPreviewHolds, conflict } from './new-year-checks';
import * as repo from './school-year-repository';

/** A record a route changed, with its new version: what the device's copy is now based on. */
export interface ChangedRecord {
  entity: 'schools' | 'classes' | 'students';
  _id: string;
  version: number;
}

const changed = (entity: ChangedRecord['entity'], rows: readonly repo.Versioned[]): ChangedRecord[] =>
  rows.map(({ _id, version }) => ({ entity, _id, version: Number(version) }));

async function lockedSchool(tx: WriteContext['tx'], user: CurrentUser, schoolId: string) {
  assertSchoolAccess(user, schoolId);
  const school = await repo.lockSchool(tx, schoolId);
  if (!school) throw notFound(SCHOOL_API_MESSAGES.notFound);
  return school;
}

export async function startNewYear(
  context: WriteContext,
  user: CurrentUser,
  schoolId: string,
  request: NewYearRequest,
  now: Date,
  language: Language,
) {
  const { tx } = context;
  const school = await lockedSchool(tx, user, schoolId);
  if (school.academic_year !== request.from_year) throw conflict(M.alreadyStarted, 'new_year_started');
  // A start while the previous one can still be undone is refused: the undo would then restore pupils
  // over a second move, and a start queued behind another would move the school up twice.
  const undoUntil = school.new_year_undo_until;
  if (undoUntil && canUndoNewYear(undoUntil.toISOString(), now)) {
    throw conflict(
      translate(language, M.startedRecently, { date: undoClosingDay(undoUntil) }),
      'new_year_recent',
    );
  }
  const classList = await repo.liveClasses(tx, schoolId);
  const pupils = await repo.attendingPupils(tx, schoolId);
  assertPreviewHolds(request, classList, pupils);

  const plan = planNewYear({
    classes: classList,
    pupils,
    choices: {
      repeaters: request.repeaters,
      rollNumbers: request.roll_numbers,
      newClasses: request.new_classes,
    },
  });
  await assertPlanApplies(context, schoolId, plan, request, language);

  const created = plan.created.map((c) => ({
    _id: c._id!,
    grade: c.grade,
    section: c.section,
    class_name: c.class_name,
    class_teacher_id: c.class_teacher_id,
  }));
  const createdRows = await repo.insertClasses(tx, schoolId, created);
  for (const c of created) context.touch(classes, c._id);

  const classById = new Map(classList.map((c) => [c._id, c]));
  const pupilById = new Map(pupils.map((p) => [p._id, p]));
  const before = new Map<string, repo.PupilBefore>();
  const changes: repo.PupilChange[] = [];
  const change = (id: string, classId: string, roll: string, leftYear: string | null) => {
    const pupil = pupilById.get(id)!;
    const entry = historyEntryOf(request.from_year, classById.get(pupil.class_id)!);
    before.set(id, {
      class_id: pupil.class_id,
      roll_number: pupil.roll_number,
      left_year: null,
      class_history: pupil.class_history,
    });
    changes.push({
      id,
      class_id: classId,
      roll_number: roll,
      left_year: leftYear,
      class_history: [...pupil.class_history, entry],
    });
    context.touch(students, id);
  };
  for (const move of plan.moves) change(move.student_id, move.to_class_id!, move.to_roll, null);
  for (const leaver of plan.leavers)
    change(leaver.student_id, leaver.class_id, leaver.roll_number, request.from_year);
  const pupilRows = await repo.setPupils(tx, changes);

  const schoolRow = await repo.setSchoolYear(tx, schoolId, request.to_year, newYearUndoUntil(now));
  context.touch(schools, schoolId);
  await repo.keepChanges(tx, schoolId, request.to_year, {
    pupils: before,
    classes: created.map((c) => c._id),
    school: { academic_year: school.academic_year },
  });

  const [view] = await schoolViews(tx, [(await repo.lockSchool(tx, schoolId))!]);
  return {
    school: view!,
    moved: plan.moves.filter((m) => !m.repeats).length,
    repeated: plan.moves.filter((m) => m.repeats).length,
    left: plan.leavers.length,
    created_classes: created.map((c) => c._id),
    records: [
      ...changed('schools', [schoolRow]),
      ...changed('classes', createdRows),
      ...changed('students', pupilRows),
    ],
  };
}

export async function undoNewYear(
  context: WriteContext,
  user: CurrentUser,
  schoolId: string,
  request: NewYearUndoRequest,
  now: Date,
) {
  const { tx } = context;
  const school = await lockedSchool(tx, user, schoolId);
  const kept = await repo.keptChanges(tx, schoolId, request.year);
  if (
    school.academic_year !== request.year ||
    !canUndoNewYear(school.new_year_undo_until?.toISOString(), now) ||
    !kept.school
  ) {
    throw conflict(M.undoClosed, 'undo_closed');
  }

  const changes = [...kept.pupils].map(([id, before]) => ({ id, ...before }));
  // No pupil goes back into a class deleted since the move (one that held only leavers may be).
  const backInto = [...new Set(changes.map((c) => c.class_id))];
  if ((await repo.deletedClasses(tx, backInto)).length > 0) {
    throw conflict(M.undoClassDeleted, 'undo_blocked');
  }
  let pupilRows: repo.Versioned[];
  try {
    pupilRows = await repo.setPupils(tx, changes);
  } catch (error) {
    // A pupil added to a class since the move holds the roll number a restored pupil had.
    if (isUniqueViolation(error)) throw duplicate(STUDENT_MESSAGES.rollTaken);
    throw error;
  }
  for (const { id } of changes) context.touch(students, id);

  // A class the move created is kept when a pupil or a subject has been linked to it since.
  const stillHeld = await repo.classesInUse(tx, kept.classes);
  const removed = await repo.deleteClasses(
    tx,
    kept.classes.filter((id) => !stillHeld.has(id)),
  );
  for (const { _id } of removed) context.touch(classes, _id);

  const schoolRow = await repo.setSchoolYear(tx, schoolId, kept.school.academic_year, null);
  context.touch(schools, schoolId);
  await repo.forgetChanges(tx, schoolId);

  const [view] = await schoolViews(tx, [(await repo.lockSchool(tx, schoolId))!]);
  return {
    school: view!,
    restored: changes.length,
    removed_classes: removed.map((c) => c._id),
    records: [
      ...changed('schools', [schoolRow]),
      ...changed('classes', removed),
      ...changed('students', pupilRows),
    ],
  };
}
