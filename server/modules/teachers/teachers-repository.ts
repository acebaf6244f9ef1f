import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { classes } from '../../db/schema';

/** Live classes whose class teacher this was lose it; their ids, to be re-sent. */
export async function clearClassTeacher(db: Db, teacherId: string): Promise<string[]> {
  const rows = await db
    .update(classes)
    .set({ class_teacher_id: null, updatedAt: new Date(), version: sql`${classes.version} + 1` })
    .where(and(eq(classes.class_teacher_id, teacherId), isNull(classes.deletedAt)))
    .returning({ _id: classes._id });
  return rows.map((row) => row._id);
}
