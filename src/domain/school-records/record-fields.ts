/**
 * Field rules shared by a school's classes, subjects and books: the same rule checks what a
 * form holds (text) and what the API receives (numbers or text), so one schema serves both sides.
 */
import * as v from 'valibot';
import { collapseSpaces } from '../people/person-fields';

export const GRADES = [1, 2, 3, 4, 5, 6, 7] as const;

/** A whole number from `min` to `max`, given as a number or as digits. */
export const wholeNumber = (messages: { required: string; invalid: string }, min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.string()], messages.required),
    v.check((value) => String(value).trim() !== '', messages.required),
    v.transform((value) =>
      typeof value === 'number' ? value : /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN,
    ),
    v.check((value) => Number.isInteger(value) && value >= min && value <= max, messages.invalid),
  );

/** Grades 1 to 7, for classes and subjects. */
export const grade = (messages: { required: string; invalid: string }) =>
  wholeNumber(messages, GRADES[0], GRADES.at(-1)!);

/** Text with its spaces tidied, required, at most `max` characters. */
export const requiredText = (messages: { required: string; tooLong: string }, max = 100) =>
  v.pipe(
    v.string(messages.required),
    v.transform(collapseSpaces),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
  );
