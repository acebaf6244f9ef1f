/**
 * The first page of a school's pupils in the Students list's order, read through the class index: class by
 * class in the school's class order, each class's pupils sorted as the list sorts them, until a page is full.
 * The Students page paints these before the whole school (5,000 pupils) is read and sorted. Pupils who left
 * the school are not among them.
 */
import { db } from '../../data/db/app-db';
import type { FirstPage } from '../../data/records/use-school-records';
import { sortClasses } from '../../domain/classes/class-order';
import { hasLeft } from '../../domain/students/pupil-left';
import { sortStudents, type StudentRecord } from './student-record';

/** How many pupils of the school left it, counted in the index of those who left. */
const leftCount = (schoolId: string) =>
  db.students
    .where('[school_id+left_year]')
    .between([schoolId, ''], [schoolId, '\uffff'], false, true)
    .count();

/** Exactly `sortStudents(the school's current pupils).slice(0, count)`, and how many current pupils the school has. */
export async function firstStudents(schoolId: string, count: number): Promise<FirstPage<StudentRecord>> {
  return db.transaction('r', db.classes, db.students, async () => {
    const classes = sortClasses(await db.classes.where('school_id').equals(schoolId).toArray());
    const order = new Map(classes.map((klass, index) => [klass._id, index]));
    const total =
      (await db.students.where('school_id').equals(schoolId).count()) - (await leftCount(schoolId));
    const rows: StudentRecord[] = [];
    for (const klass of classes) {
      if (rows.length >= count) break;
      const pupils = await db.students.where('class_id').equals(klass._id).toArray();
      rows.push(
        ...sortStudents(
          pupils.filter((pupil) => pupil.school_id === schoolId && !hasLeft(pupil)),
          order,
        ),
      );
    }
    // Pupils whose class is not one of the school's come last: when the classes' pupils do not fill the
    // page, only the whole school's read can place them.
    if (rows.length < count && rows.length < total) {
      const all = (await db.students.where('school_id').equals(schoolId).toArray()).filter(
        (pupil) => !hasLeft(pupil),
      );
      return { rows: sortStudents(all, order).slice(0, count), total };
    }
    return { rows: rows.slice(0, count), total };
  });
}
