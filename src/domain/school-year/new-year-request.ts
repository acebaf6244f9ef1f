/**
 * The body of `POST /schools/{id}/new-year` made from what the preview saw: every class with its
 * attending pupils' count and digest, and the person's choices as the plan used them.
 */
import { nextAcademicYear } from './academic-year';
import type { NewYearRequestInput } from './new-year-schema';
import { pupilsDigest } from './pupils-digest';
import type { PlanClass, PlanPupil, YearChoices } from './year-plan';

/** Each class with the count and digest of its pupils (`pupils`: attending pupils only). */
export function previewClasses(classes: readonly PlanClass[], pupils: readonly PlanPupil[]) {
  const idsOf = new Map(classes.map((c) => [c._id, [] as string[]]));
  for (const pupil of pupils) idsOf.get(pupil.class_id)?.push(pupil._id);
  return [...idsOf].map(([class_id, ids]) => ({ class_id, pupils: ids.length, digest: pupilsDigest(ids) }));
}

export function newYearRequestOf(input: {
  fromYear: string;
  classes: readonly PlanClass[];
  pupils: readonly PlanPupil[];
  choices: YearChoices;
}): NewYearRequestInput {
  const { choices } = input;
  return {
    from_year: input.fromYear,
    to_year: nextAcademicYear(input.fromYear),
    classes: previewClasses(input.classes, input.pupils),
    new_classes: (choices.newClasses ?? []).map((c) => ({ ...c })),
    repeaters: [...(choices.repeaters ?? [])],
    roll_numbers: { ...choices.rollNumbers },
  };
}
