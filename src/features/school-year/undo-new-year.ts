/**
 * Undoing the new year on the device: one outbox row (`POST /schools/{id}/new-year/undo`) whose optimistic
 * change gives the school back its year and each pupil the class of the year that ended (the last entry of
 * their class history) and their place in the school. The server restores exactly what each pupil was
 * (their roll number too) and removes the classes the move created when empty; the device takes that with
 * its next pull.
 */
import type { SyncedRecord } from '../../data/db/entities';
import type { OutboxRow } from '../../data/outbox/outbox-types';
import { saveManyLocally, type ChangedRecord } from '../../data/outbox/save-many-locally';
import { textField as text } from '../../domain/people/record-status';
import { previousAcademicYear } from '../../domain/school-year/academic-year';
import { newYearPath } from './start-new-year';
import { englishLabel, YEAR_LABELS } from './school-year-texts';
import type { YearMirror } from './use-year-mirror';

export function undoRecords(mirror: YearMirror, year: string): ChangedRecord[] {
  const school = mirror.school!;
  const ended = previousAcademicYear(year);
  const records: ChangedRecord[] = [
    { entity: 'schools', record: { ...school, academic_year: ended, new_year_undo_until: null } },
  ];
  const classById = new Map(mirror.classes.map((klass) => [klass._id, klass]));
  for (const pupil of mirror.everyPupil) {
    const history = pupil.class_history ?? [];
    const last = history.at(-1);
    if (last?.year !== ended) continue;
    const klass = classById.get(last.class_id);
    const record: SyncedRecord = {
      ...pupil,
      class_id: last.class_id,
      ...(pupil.class && klass
        ? {
            class: {
              _id: klass._id,
              class_name: klass.class_name,
              section: klass.section,
              grade: klass.grade,
            },
          }
        : {}),
      class_history: history.slice(0, -1),
      left_year: pupil.left_year === ended ? null : pupil.left_year,
    };
    records.push({ entity: 'students', record });
  }
  return records;
}

export function undoNewYear(userId: string, mirror: YearMirror): Promise<OutboxRow> {
  const school = mirror.school!;
  const year = text(school.academic_year);
  const name = text(school.school_name);
  return saveManyLocally(userId, {
    entity: 'schools',
    records: undoRecords(mirror, year),
    request: { method: 'POST', path: `${newYearPath(school._id)}/undo`, body: { year } },
    label: englishLabel(YEAR_LABELS.undo, { year, name }),
    labelMessage: { id: YEAR_LABELS.undo, values: { year, name } },
  });
}
