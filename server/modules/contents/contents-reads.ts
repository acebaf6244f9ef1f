import type { Content } from '../../../src/domain/contents/content';
import { CONTENT_MESSAGES as M, CONTENT_PAGE_SIZE } from '../../../src/domain/contents/content-schema';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { listAnswer, type ListAnswer } from '../../kit/list-query';
import { toContentView } from './content-view';
import { contentRows, countContents, findContents, type ContentFilter } from './contents-repository';

export interface ContentListRequest extends ContentFilter {
  page?: number;
  limit?: number;
}

/** One page (10 by default) of the live contents matching the filter. */
export async function listContents(
  db: Db,
  request: ContentListRequest,
): Promise<ListAnswer<Content> & { message: string }> {
  const { page: asked, limit, ...filter } = request;
  const page = { page: asked ?? 1, limit: limit ?? CONTENT_PAGE_SIZE };
  const total = await countContents(db, filter);
  const rows = await findContents(db, filter, { offset: (page.page - 1) * page.limit, limit: page.limit });
  const answer = listAnswer(rows.map(toContentView), total, page, {
    classId: filter.classId,
    subjectId: filter.subjectId,
    contentType: filter.contentType,
    searchTerm: filter.search,
  });
  return { ...answer, message: M.listed };
}

export async function getContent(db: Db, id: string): Promise<Content> {
  const row = await contentRows.find(db, id);
  if (!row) throw notFound(M.notFound);
  return toContentView(row);
}
