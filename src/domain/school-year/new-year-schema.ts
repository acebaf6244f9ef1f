/**
 * The bodies of `POST /schools/{id}/new-year` and `POST /schools/{id}/new-year/undo`: the preview the
 * person confirmed (every class with its pupils' count and digest) and their choices.
 */
import * as v from 'valibot';
import { SECTIONS } from '../classes/class-schema';
import { recordId } from '../people/person-fields';
import { STUDENT_ROLL_NUMBER } from '../students/student-schema';
import { isAcademicYear, nextAcademicYear } from './academic-year';
import { SCHOOL_YEAR_MESSAGES as M } from './school-year-messages';

/** The most classes, new classes and pupils one request may name. */
export const NEW_YEAR_LIMITS = { classes: 500, pupils: 20_000 } as const;

const academicYear = v.pipe(
  v.string(M.yearInvalid),
  v.trim(),
  v.check((value: string) => isAcademicYear(value), M.yearInvalid),
);
const lowerId = (message: string) => v.pipe(v.string(message), v.trim(), recordId(message), v.toLowerCase());

const previewClass = v.object({
  class_id: lowerId(M.classIdInvalid),
  pupils: v.pipe(v.number(M.pupilsInvalid), v.integer(M.pupilsInvalid), v.minValue(0, M.pupilsInvalid)),
  digest: v.pipe(v.string(M.digestInvalid), v.regex(/^[0-9a-f]{16}$/, M.digestInvalid)),
});

const newClass = v.object({
  _id: lowerId(M.classIdInvalid),
  grade: v.pipe(
    v.number(M.gradeInvalid),
    v.integer(M.gradeInvalid),
    v.minValue(2, M.gradeInvalid),
    v.maxValue(7, M.gradeInvalid),
  ),
  section: v.pipe(
    v.string(M.sectionInvalid),
    v.trim(),
    v.toUpperCase(),
    v.picklist(SECTIONS, M.sectionInvalid),
  ),
  class_teacher_id: v.optional(v.nullable(lowerId(M.teacherInvalid)), null),
});

export const NewYearRequestSchema = v.pipe(
  v.object({
    from_year: academicYear,
    to_year: academicYear,
    classes: v.pipe(v.array(previewClass, M.classesInvalid), v.maxLength(NEW_YEAR_LIMITS.classes, M.tooMany)),
    new_classes: v.optional(
      v.pipe(v.array(newClass, M.classesInvalid), v.maxLength(NEW_YEAR_LIMITS.classes, M.tooMany)),
      [],
    ),
    repeaters: v.optional(
      v.pipe(
        v.array(lowerId(M.studentIdInvalid), M.studentIdInvalid),
        v.maxLength(NEW_YEAR_LIMITS.pupils, M.tooMany),
      ),
      [],
    ),
    roll_numbers: v.optional(
      v.pipe(
        v.record(lowerId(M.studentIdInvalid), STUDENT_ROLL_NUMBER, M.studentIdInvalid),
        v.check((rolls) => Object.keys(rolls).length <= NEW_YEAR_LIMITS.pupils, M.tooMany),
      ),
      {},
    ),
  }),
  v.forward(
    v.check(
      (body) => !isAcademicYear(body.from_year) || nextAcademicYear(body.from_year) === body.to_year,
      M.nextYearInvalid,
    ),
    ['to_year'],
  ),
);
export type NewYearRequest = v.InferOutput<typeof NewYearRequestSchema>;
export type NewYearRequestInput = v.InferInput<typeof NewYearRequestSchema>;

export const NewYearUndoSchema = v.object({ year: academicYear });
export type NewYearUndoRequest = v.InferOutput<typeof NewYearUndoSchema>;
