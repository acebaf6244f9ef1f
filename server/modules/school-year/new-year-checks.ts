/**
 * What the new year checks before it changes anything: that the preview still matches the school, and
 * that the plan built from the server's rows can be applied (its new classes named, their teachers the
 * school's, no roll number clashing).
 */
import type { NewYearRequest } from '../../../src/domain/school-year/new-year-schema';
import { previewClasses } from '../../../src/domain/school-year/new-year-request';
import { SCHOOL_YEAR_MESSAGES as M } from '../../../src/domain/school-year/school-year-messages';
import type { PlanClass, YearPlan } from '../../../src/domain/school-year/year-plan';
import type { Language } from '../../../src/domain/i18n/languages';
import { badRequest, HttpError } from '../../http/errors';
import type { WriteContext } from '../../http/write';
import { translate } from '../../i18n/translate';
import * as repo from './school-year-repository';

/** The new year's 409s, told apart by their `errorType`. */
export const conflict = (
  message: string,
  errorType: 'new_year_started' | 'new_year_recent' | 'preview_outdated' | 'undo_closed' | 'undo_blocked',
) => new HttpError(409, message, errorType);

/** Refuses the change when a class was added or removed, or a class's pupils differ from the preview's. */
export function assertPreviewHolds(
  request: NewYearRequest,
  classList: PlanClass[],
  pupils: repo.YearPupil[],
) {
  const seen = new Map(request.classes.map((c) => [c.class_id, c]));
  const actual = previewClasses(classList, pupils);
  const holds =
    seen.size === request.classes.length &&
    seen.size === actual.length &&
    actual.every((c) => {
      const previewed = seen.get(c.class_id);
      return previewed?.pupils === c.pupils && previewed.digest === c.digest;
    });
  if (!holds) throw conflict(M.previewOutdated, 'preview_outdated');
}

/**
 * Refuses a plan the server cannot apply as it stands: `new_classes` not naming exactly the classes the
 * plan creates (one id each, no id already used), a stranger as class teacher, a roll number that clashes.
 */
export async function assertPlanApplies(
  context: WriteContext,
  schoolId: string,
  plan: YearPlan,
  request: NewYearRequest,
  language: Language,
) {
  const chosenIds = request.new_classes.map((c) => c._id);
  const usedIds = plan.created.map((c) => c._id);
  if (
    usedIds.includes(null) ||
    new Set(chosenIds).size !== chosenIds.length ||
    chosenIds.length !== usedIds.length ||
    (await repo.takenClassIds(context.tx, chosenIds)).length > 0
  ) {
    throw badRequest(M.newClassesMismatch);
  }
  const teacherIds = plan.created.flatMap((c) => (c.class_teacher_id ? [c.class_teacher_id] : []));
  const known = await repo.teachersOf(context.tx, schoolId, teacherIds);
  if (teacherIds.some((id) => !known.has(id))) {
    throw badRequest(M.teacherInvalid, { new_classes: M.teacherInvalid });
  }
  if (plan.clashes.length > 0) {
    const say = (clash: YearPlan['clashes'][number]) =>
      translate(language, M.rollClash, {
        roll: clash.roll_number,
        name: clash.student_name,
        grade: clash.grade,
        section: clash.section,
      });
    throw badRequest(
      say(plan.clashes[0]!),
      Object.fromEntries(plan.clashes.map((clash) => [`roll_numbers.${clash.student_id}`, say(clash)])),
    );
  }
}
