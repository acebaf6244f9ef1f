/** The school year's words: the school page's year and actions, the new year's preview, the undo. */
import { defineMessages } from '../../domain/i18n/languages';
import { texts } from '../../i18n/i18n';

/** The pending list's names of the two changes (catalog ids, shown in the language of the moment). */
export const YEAR_LABELS = defineMessages({
  start: 'Start the new year {year} at {name}',
  undo: 'Undo the new year {year} at {name}',
});

/** A label in English, for the row's `label`. */
export const englishLabel = (id: string, values: { year: string; name: string }) =>
  id.replace('{year}', () => values.year).replace('{name}', () => values.name);

export const YEAR_TEXTS = texts({
  start: 'Start the new year',
  undo: 'Undo the new year',
  previewTitle: 'Start the new year',
  previewIntro:
    'Check where each class goes, who repeats the year and the roll numbers, then confirm. Nothing changes until you confirm.',
  classesHeading: 'Classes before and after',
  className: 'Class',
  goesTo: 'Goes to',
  before: 'Pupils now',
  after: 'Pupils after',
  leaves: 'Leaves the school',
  created: 'New class',
  showPupils: 'Show pupils',
  hidePupils: 'Hide pupils',
  repeats: 'Repeats the year',
  newClassesHeading: 'Classes to be created',
  classTeacher: 'Class Teacher',
  noTeacher: 'No class teacher yet',
  clashesHeading: 'Roll numbers already used in the new class',
  clashesHint: 'Each of these pupils gets the suggested roll number; you may change it.',
  newRoll: 'New roll number',
  leaversHeading: 'Pupils leaving the school',
  noLeavers: 'No pupil leaves the school.',
  confirm: 'Confirm the new year',
  cancel: 'Cancel',
  fixFirst: 'Fix the roll numbers above before confirming.',
  noClasses: 'This school has no classes yet, so there is nothing to move.',
  loading: 'Loading school...',
  undoTitle: 'Undo the new year',
  undoMessage:
    'Every pupil goes back to the class, roll number and state they had before the new year, and the classes it created go when empty.',
  undoing: 'Undoing...',
  waiting: 'The new year is saved on this device and waits to be sent.',
  refusedTitle: 'The new year was not started',
  undoRefusedTitle: 'The new year was not undone',
  newPreview: 'Check the new preview',
  discard: 'Discard',
  signedOut: 'Please sign in again to save changes.',
  blockedPending:
    "A change of this school's year is still waiting on this device. A new preview can be made once it has been sent and taken.",
  blockedUndoFirst:
    "This school has just started its new year. To start it again, first undo the new year on the school's page.",
  backToSchool: 'Back to the school',
  notAllowed: 'Only the administrators of this school can start its new year.',
} as const);
