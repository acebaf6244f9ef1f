/** The school as the new year needs it, live from the device's mirror: its row, classes, current pupils, teachers. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Mirrored } from '../../data/db/app-db';
import { schoolScope, TTL_MS } from '../../data/db/entities';
import { useScope } from '../../data/sync/use-scope';
import { sortClasses } from '../../domain/classes/class-order';
import { hasLeft } from '../../domain/students/pupil-left';

export interface YearMirror {
  school: Mirrored<'schools'> | null;
  classes: Mirrored<'classes'>[];
  /** Pupils who have not left. */
  pupils: Mirrored<'students'>[];
  /** Every pupil of the school, those who left included (what an undo puts back). */
  everyPupil: Mirrored<'students'>[];
  teachers: Mirrored<'teachers'>[];
}

export async function readYearMirror(schoolId: string): Promise<YearMirror> {
  return db.transaction('r', [db.schools, db.classes, db.students, db.teachers], async () => {
    const [school, classes, students, teachers] = await Promise.all([
      db.schools.get(schoolId),
      db.classes.where('school_id').equals(schoolId).toArray(),
      db.students.where('school_id').equals(schoolId).toArray(),
      db.teachers.where('school_id').equals(schoolId).toArray(),
    ]);
    return {
      school: school ?? null,
      classes: sortClasses(classes),
      pupils: students.filter((student) => !hasLeft(student)),
      everyPupil: students,
      teachers,
    };
  });
}

export function useYearMirror(schoolId: string) {
  const scope = useScope(schoolScope(schoolId), TTL_MS.schoolPeople);
  const mirror = useLiveQuery(() => readYearMirror(schoolId), [schoolId]);
  return { scope, mirror };
}
