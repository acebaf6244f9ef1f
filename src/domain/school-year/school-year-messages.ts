/** What the new year's requests and answers say: refusals, field messages and the answers of its two routes. */
import { defineMessages } from '../i18n/languages';

export const SCHOOL_YEAR_MESSAGES = defineMessages({
  alreadyStarted: 'The new year has already been started for this school',
  previewOutdated:
    "This school's pupils or classes changed since the preview was made. Check the new preview and confirm again.",
  undoClosed: 'The new year can only be undone within 7 days of starting it',
  undoClassDeleted:
    'The new year cannot be undone: a class its pupils would go back to has been deleted since it started.',
  /** A start while the previous one can still be undone; {date} is the day its undo closes ('2027-06-08'). */
  startedRecently:
    "This school's new year was started less than 7 days ago. Undo it first, or start the next one after {date}.",
  /** A roll number still held by another pupil of the class ('Class 6 B'). */
  rollClash: 'Roll number {roll} of {name} is already used in Class {grade} {section}',
  newClassesMismatch: 'The new classes do not match the preview. Check the new preview and confirm again.',
  yearInvalid: 'Academic year must be written like 2026-27',
  nextYearInvalid: 'The new year must be the year after the current one',
  classesInvalid: "Send every class of the school with its pupils' count and digest",
  classIdInvalid: 'Invalid class id',
  pupilsInvalid: 'Number of pupils must be a whole number',
  digestInvalid: 'Invalid digest of pupils',
  gradeInvalid: 'Grade must be from 2 to 7',
  sectionInvalid: 'Section must be A, B, C or D',
  teacherInvalid: 'Please select a teacher of this school',
  studentIdInvalid: 'Invalid student id',
  tooMany: 'Too many entries in one request',
  started: 'The new year has started',
  undone: 'The new year was undone',
});
