/** Reads of a school's records as each caller may see them: lists with paging, search and filters; one record. */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { rowsOf } from '../db/rows-of';
import { assertSchoolAccess, listScope } from '../auth/school-access';
import { notFound } from '../http/errors';
import { schools } from '../db/schema';
import { SCHOOL_API_MESSAGES } from '../../src/domain/schools/school-messages';
import type { CurrentUser } from '../auth/access';
import { jsonText, type JsonText } from '../http/json-text';
import { PEOPLE_LIST_DEFAULT_LIMIT, listAnswerText } from './list-query';
import type { ListOptions, RecordTypes, SchoolRecordsDefinition } from './school-records';
import { ofSchool, searchOver } from './synced-repository';

export function schoolRecordsReads<T extends RecordTypes>(def: SchoolRecordsDefinition<T>) {
  const searched = (text: string | undefined) =>
    typeof def.list.search === 'function' ? def.list.search(text) : searchOver(def.list.search, text);

  /**
   * One page of the list, as the JSON text of its answer (records built by the database); `options`
   * over the area's own.
   */
  async function list(
    db: Db,
    user: CurrentUser,
    query: T['query'],
    options: ListOptions = {},
  ): Promise<JsonText> {
    const { defaultLimit = PEOPLE_LIST_DEFAULT_LIMIT, liveSchool = false } = {
      ...def.list.options,
      ...options,
    };
    const search = query.search ?? query.q;
    const { where: filtered, echo } = def.list.filters(query);
    const where = and(
      ofSchool(def.table.school_id, listScope(user, query.school_id)),
      filtered,
      searched(search),
    );
    const pageNumber = query.page ?? 1;
    const limit = query.limit ?? (defaultLimit === 'all' ? undefined : defaultLimit);
    // Every match fills the first page when no limit applies: a later page is empty.
    const window =
      limit === undefined
        ? sql.raw(pageNumber === 1 ? '' : 'limit 0')
        : sql`limit ${limit} offset ${(pageNumber - 1) * limit}`;
    const school = liveSchool ? query.school_id : undefined;
    const { total, records, schoolLive } = await countAndPage(
      db,
      def.repo.live(where) ?? sql`true`,
      window,
      school,
    );
    if (school !== undefined && !schoolLive) throw notFound(SCHOOL_API_MESSAGES.notFound);
    const page = { page: pageNumber, limit: limit ?? Math.max(total, 1) };
    return jsonText(listAnswerText(records, total, page, { search, ...echo, school_id: query.school_id }));
  }

  /**
   * The matches' count and one page of their answers as a JSON array, in one round trip: the
   * database builds the records (`answerJson`) and the array, in the list's order; with a `school`,
   * whether that school is live too.
   */
  async function countAndPage(
    db: Db,
    where: SQL,
    window: SQL,
    school: string | undefined,
  ): Promise<{ total: number; records: string; schoolLive: boolean }> {
    const order = sql.join([...def.list.orderBy, def.table._id], sql`, `);
    const schoolLive =
      school === undefined
        ? sql`true`
        : sql`exists (select 1 from ${schools} where ${schools._id} = ${school} and ${schools.deletedAt} is null)`;
    const [answer] = await rowsOf<{ total: number; records: string; school_live: boolean }>(
      db,
      sql`select ${schoolLive} as school_live,
      (select count(*)::int from ${def.table} where ${where}) as total,
      (select coalesce(json_agg(page.record order by page.position), '[]')::text from (
        select ${def.answerJson} as record, row_number() over (order by ${order}) as position
        from ${def.table} where ${where} order by ${order} ${window}
      ) as page) as records`,
    );
    const { total, records, school_live } = answer!;
    return { total, records, schoolLive: school_live };
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
