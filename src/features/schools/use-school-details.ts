/** One school as the device has it: its row plus its classes, subjects, pupils (who have not left) and teachers, live from Dexie. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db/app-db';
import { schoolScope, TTL_MS } from '../../data/db/entities';
import { useScope } from '../../data/sync/use-scope';
import type { SchoolMirror } from './school-stats';
import { sortClasses } from '../../domain/classes/class-order';
import { hasLeft } from '../../domain/students/pupil-left';

async function readMirror(schoolId: string): Promise<SchoolMirror> {
  const [school, classes, subjects, students, teachers] = await Promise.all([
    db.schools.get(schoolId),
    db.classes.where('school_id').equals(schoolId).toArray(),
    db.subjects.where('school_id').equals(schoolId).toArray(),
    db.students.where('school_id').equals(schoolId).toArray(),
    db.teachers.where('school_id').equals(schoolId).toArray(),
  ]);
  // Pupils who left the school are in none of its lists or counts.
  const current = students.filter((student) => !hasLeft(student));
  return { school: school ?? null, classes: sortClasses(classes), subjects, students: current, teachers };
}

export function useSchoolDetails(schoolId: string) {
  const scope = useScope(schoolScope(schoolId), TTL_MS.schoolPeople);
  const mirror = useLiveQuery(() => readMirror(schoolId), [schoolId]);
  return { scope, mirror };
}
