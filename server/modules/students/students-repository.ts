/** The students' own SQL: the summaries of their classes. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { classes } from '../../db/schema';
import type { ClassSummaryRow } from './student-view';

/** Live classes with these ids, of one school when given. */
export async function findClassSummaries(
  db: Db,
  ids: string[],
  schoolId?: string,
): Promise<ClassSummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      _id: classes._id,
      class_name: classes.class_name,
      section: classes.section,
      grade: classes.grade,
    })
    .from(classes)
    .where(
      and(
        inArray(classes._id, [...new Set(ids)]),
        isNull(classes.deletedAt),
        schoolId === undefined ? undefined : eq(classes.school_id, schoolId),
      ),
    );
}
