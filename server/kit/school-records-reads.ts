/** Reads of a school's records as each caller may see them: lists with paging, search and filters; one record. */
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { assertSchoolAccess, listScope } from '../auth/school-access';
import { notFound } from '../http/errors';
import type { CurrentUser } from '../plugins/auth';
import { jsonText, type JsonText } from '../http/json-text';
import { PEOPLE_LIST_DEFAULT_LIMIT, listAnswerText } from './list-query';
import type { RecordTypes, SchoolRecordsDefinition } from './school-records';
import { ofSchool, searchOver } from './synced-repository';

export function schoolRecordsReads<T extends RecordTypes>(def: SchoolRecordsDefinition<T>) {
  /**
   * One page of the list, as the JSON text of its answer (records built by the database);
   * `defaultLimit: 'all'` answers every match unless a limit is asked for.
   */
  async function list(
    db: Db,
    user: CurrentUser,
    query: T['query'],
    defaultLimit: number | 'all' = PEOPLE_LIST_DEFAULT_LIMIT,
  ): Promise<JsonText> {
    const search = query.search ?? query.q;
    const { where: filtered, echo } = def.list.filters(query);
    const where = and(
      ofSchool(def.table.school_id, listScope(user, query.school_id)),
      filtered,
      searchOver(def.list.search, search),
    );
    const total = await def.repo.count(db, where);
    const page = {
      page: query.page ?? 1,
      limit: query.limit ?? (defaultLimit === 'all' ? Math.max(total, 1) : defaultLimit),
    };
    const records = await db
      .select({ json: sql<string>`(${def.answerJson})::text` })
      .from(def.table)
      .where(def.repo.live(where))
      .orderBy(...[...def.list.orderBy, def.table._id].map((column) => asc(column)))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit);
    return jsonText(
      listAnswerText(
        records.map((record) => record.json),
        total,
        page,
        { search, ...echo, school_id: query.school_id },
      ),
    );
  }

  async function get(db: Db, user: CurrentUser, id: string): Promise<T['view']> {
    const row = await def.repo.find(db, id, { withDeleted: true });
    if (!row) throw notFound(def.notFound);
    assertSchoolAccess(user, row.school_id);
    if (row.deletedAt) throw notFound(def.notFound);
    return answerOf(db, row);
  }

  async function answerOf(db: Db, row: T['row']): Promise<T['view']> {
    const [answer] = await def.answers(db, [row]);
    return answer!;
  }

  return { list, get, answerOf };
}
