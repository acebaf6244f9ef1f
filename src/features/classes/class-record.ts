/** Reading the mirror's classes: labels, search and order. */
import type { Mirrored } from '../../data/db/app-db';
import { classLabel, sortClasses } from '../../domain/classes/class-order';
import { searchTextOf } from '../../domain/people/record-status';
import { classTitle } from '../../ui/class-title';

export type ClassRecord = Mirrored<'classes'>;
export type TeacherRecord = Mirrored<'teachers'>;

export { sortClasses };

/** 'Class 5 - A' (as stored or as shown in the chosen language) or its class teacher's name: the search finds a class by either. */
export const classSearchText = (teacherName: (klass: ClassRecord) => string) => (klass: ClassRecord) =>
  searchTextOf([classLabel(klass), classTitle(klass), teacherName(klass)]);
