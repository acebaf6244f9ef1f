/**
 * Starting the new year on the device: one outbox row (`POST /schools/{id}/new-year`) whose optimistic
 * change moves the pupils, marks the leavers, creates the classes and sets the school's year in the
 * device's copy, all in one transaction, so discarding the row puts everything back.
 */
import type { Mirrored } from '../../data/db/app-db';
import type { SyncedRecord } from '../../data/db/entities';
import type { OutboxRow } from '../../data/outbox/outbox-types';
import { saveManyLocally, type ChangedRecord } from '../../data/outbox/save-many-locally';
import { classNameOf } from '../../domain/classes/class-schema';
import { textField as text } from '../../domain/people/record-status';
import { newYearUndoUntil } from '../../domain/school-year/academic-year';
import { historyEntryOf, type ClassHistoryEntry } from '../../domain/school-year/class-history';
import type { PlanClass } from '../../domain/school-year/year-plan';
import { englishLabel, YEAR_LABELS } from './school-year-texts';
import type { YearMirror } from './use-year-mirror';
import type { YearPreview } from './year-preview';

type Pupil = Mirrored<'students'>;

export const newYearPath = (schoolId: string) => `/schools/${encodeURIComponent(schoolId)}/new-year`;

/** The pupil's past classes with the year that ended in `klass`. */
const withHistory = (pupil: Pupil, year: string, klass: PlanClass): ClassHistoryEntry[] => [
  ...(pupil.class_history ?? []),
  historyEntryOf(year, klass),
];

/** The pupil's embedded class, where the record carries one, follows its new class. */
const embeddedClass = (pupil: Pupil, klass: PlanClass) =>
  pupil.class
    ? { class: { _id: klass._id, class_name: klass.class_name, section: klass.section, grade: klass.grade } }
    : {};

/** Every record the new year changes, as the device shows it until the server answers. */
export function newYearRecords(mirror: YearMirror, preview: YearPreview, now: Date): ChangedRecord[] {
  const school = mirror.school!;
  const { plan, fromYear, toYear } = preview;
  const classOf = new Map<string, PlanClass>(
    mirror.classes.map((klass) => [
      klass._id,
      {
        _id: klass._id,
        grade: Number(klass.grade),
        section: text(klass.section),
        class_name: text(klass.class_name),
      },
    ]),
  );
  const created = preview.newClasses.map((choice) => ({
    _id: choice._id,
    school_id: school._id,
    class_name: classNameOf(choice.grade),
    grade: choice.grade,
    section: choice.section,
    class_teacher_id: choice.class_teacher_id,
    schedule: null,
    subject_count: 0,
    status: 'active',
  }));
  for (const klass of created) classOf.set(klass._id, klass);
  const pupilById = new Map(mirror.pupils.map((pupil) => [pupil._id, pupil]));

  const records: ChangedRecord[] = [
    {
      entity: 'schools',
      record: { ...school, academic_year: toYear, new_year_undo_until: newYearUndoUntil(now).toISOString() },
    },
    ...created.map((record): ChangedRecord => ({ entity: 'classes', record })),
  ];
  for (const move of plan.moves) {
    const pupil = pupilById.get(move.student_id);
    const from = classOf.get(move.from_class_id);
    const to = move.to_class_id ? classOf.get(move.to_class_id) : undefined;
    if (!pupil || !from || !to) continue;
    const record: SyncedRecord = {
      ...pupil,
      ...embeddedClass(pupil, to),
      class_id: to._id,
      roll_number: move.to_roll.trim().toUpperCase(),
      class_history: withHistory(pupil, fromYear, from),
    };
    records.push({ entity: 'students', record });
  }
  for (const leaver of plan.leavers) {
    const pupil = pupilById.get(leaver.student_id);
    const from = classOf.get(leaver.class_id);
    if (!pupil || !from) continue;
    records.push({
      entity: 'students',
      record: { ...pupil, left_year: fromYear, class_history: withHistory(pupil, fromYear, from) },
    });
  }
  return records;
}

export function startNewYear(
  userId: string,
  mirror: YearMirror,
  preview: YearPreview,
  now = new Date(),
): Promise<OutboxRow> {
  const school = mirror.school!;
  const name = text(school.school_name);
  const teachers = preview.newClasses.map((choice) => choice.class_teacher_id).filter((id) => id !== null);
  return saveManyLocally(userId, {
    entity: 'schools',
    records: newYearRecords(mirror, preview, now),
    request: { method: 'POST', path: newYearPath(school._id), body: { ...preview.body } },
    label: englishLabel(YEAR_LABELS.start, { year: preview.toYear, name }),
    labelMessage: { id: YEAR_LABELS.start, values: { year: preview.toYear, name } },
    // A class teacher made on this device and not yet sent goes first.
    dependsOn: teachers,
  });
}
