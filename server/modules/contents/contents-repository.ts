import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contents, masterClasses, masterSubjects } from '../../db/schema';
import { searchOver, syncedRepository } from '../../kit/synced-repository';

export const contentRows = syncedRepository(contents);

export interface ContentFilter {
  classId?: string;
  subjectId?: string;
  contentType?: string;
  /** Over the chapter title and subtitle. */
  search?: string;
}

function whereOf(filter: ContentFilter) {
  return and(
    filter.classId ? eq(contents.class, filter.classId) : undefined,
    filter.subjectId ? eq(contents.subject, filter.subjectId) : undefined,
    filter.contentType ? eq(contents.content_type, filter.contentType) : undefined,
    searchOver([contents.chapter_title, contents.chapter_subtitle], filter.search),
  );
}

export const countContents = (db: Db, filter: ContentFilter) => contentRows.count(db, whereOf(filter));

export const findContents = (db: Db, filter: ContentFilter, page: { offset: number; limit: number }) =>
  contentRows.list(db, {
    where: whereOf(filter),
    orderBy: [contents.class, contents.subject, contents.chapter_number],
    page,
  });

/** Whether the master class is live, and the master subject is live and of that class. */
export async function mastersOf(db: Db, classId: string, subjectId: string) {
  const [klass] = await db
    .select({ id: masterClasses._id })
    .from(masterClasses)
    .where(and(eq(masterClasses._id, classId), isNull(masterClasses.deletedAt)))
    .for('share');
  const [subject] = await db
    .select({ id: masterSubjects._id })
    .from(masterSubjects)
    .where(
      and(
        eq(masterSubjects._id, subjectId),
        eq(masterSubjects.subject_master_class_id, classId),
        isNull(masterSubjects.deletedAt),
      ),
    )
    .for('share');
  return { classLive: klass !== undefined, subjectOfClass: subject !== undefined };
}
