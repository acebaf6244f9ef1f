import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { subjects } from '../../db/schema';

export async function findSchoolSubjects(db: Db, schoolId: string) {
  return db
    .select()
    .from(subjects)
    .where(and(eq(subjects.school_id, schoolId), isNull(subjects.deletedAt)))
    .orderBy(asc(subjects.grade), asc(subjects.createdAt), asc(subjects.name));
}
