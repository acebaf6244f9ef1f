/**
 * The Classes screen's data, live from the mirror: the school's classes searched and paged, its
 * teachers (for names and the form), its pupils counted per class (not those who left), and the cards' figures.
 */
import { useMemo } from 'react';
import { useSchoolRecords, useSchoolTable } from '../../data/records/use-school-records';
import { weeklyHours } from '../../domain/classes/schedule-hours';
import { isActive, textField as text } from '../../domain/people/record-status';
import { hasLeft } from '../../domain/students/pupil-left';
import { classSearchText, sortClasses, type ClassRecord } from './class-record';
import { CLASSES_PAGE_SIZE } from './classes-texts';

export interface ClassCards {
  classes: number;
  pupils: number;
  maxSubjects: number;
  /** Average weekly hours of the active classes whose schedule can be read; 0 when none. */
  activeHours: number;
}

export function classCards(classes: readonly ClassRecord[], pupilsOf: (id: string) => number): ClassCards {
  const hours = classes
    .filter(isActive)
    .map((klass) => weeklyHours(klass.schedule))
    .filter((value): value is number => value !== undefined);
  const average = hours.length ? hours.reduce((sum, value) => sum + value, 0) / hours.length : 0;
  return {
    classes: classes.length,
    pupils: classes.reduce((sum, klass) => sum + pupilsOf(klass._id), 0),
    maxSubjects: Math.max(0, ...classes.map((klass) => Number(klass.subject_count) || 0)),
    activeHours: Math.round(average * 10) / 10,
  };
}

export function useClassesView(schoolId: string) {
  const teachers = useSchoolTable('teachers', schoolId);
  const students = useSchoolTable('students', schoolId);
  const teacherById = useMemo(() => new Map((teachers ?? []).map((t) => [t._id, t])), [teachers]);
  const pupilCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const student of students ?? [])
      if (!hasLeft(student)) counts.set(student.class_id, (counts.get(student.class_id) ?? 0) + 1);
    return counts;
  }, [students]);

  const rules = useMemo(() => {
    const teacherName = (klass: ClassRecord) =>
      text(teacherById.get(text(klass.class_teacher_id))?.teacher_name);
    return { searchText: classSearchText(teacherName), sort: sortClasses, pageSize: CLASSES_PAGE_SIZE };
  }, [teacherById]);
  const list = useSchoolRecords('classes', schoolId, rules);
  const pupilsOf = (classId: string) => pupilCounts.get(classId) ?? 0;

  return {
    ...list,
    loaded: list.loaded && teachers !== undefined && students !== undefined,
    teachers: teachers ?? [],
    teacherById,
    pupilsOf,
    cards: classCards(list.all, pupilsOf),
  };
}
