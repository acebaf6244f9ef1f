/** Query-string pieces and the list envelope of the lists of a school's records (docs/api.md, "Lists"). */
import * as v from 'valibot';
import type { Pagination } from '../../src/domain/schools/school';
import { defineMessages } from '../../src/domain/i18n/languages';
import { wholeNumberText } from '../../src/domain/query-numbers';
import {
  ACTIVE_STATUSES,
  RECORD_ID_PATTERN,
  recordId,
  type ActiveStatus,
} from '../../src/domain/people/person-fields';

export const PEOPLE_LIST_DEFAULT_LIMIT = 10;
/** The portal loads a school's teachers with limit 1000. */
export const PEOPLE_LIST_MAX_LIMIT = 1000;

export const LIST_MESSAGES = defineMessages({
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 1000',
  searchTooLong: 'Search text must be less than 100 characters',
  filterTooLong: 'Filter text must be less than 100 characters',
} as const);

/** A whole number from 1 to `max` in a query string. */
export const wholeNumber = (message: string, max: number) => wholeNumberText(message, 1, max);

export const pageParam = v.optional(wholeNumber(LIST_MESSAGES.pageInvalid, 1_000_000));
/** No default here: each route picks its own. */
export const limitParam = v.optional(wholeNumber(LIST_MESSAGES.limitInvalid, PEOPLE_LIST_MAX_LIMIT));

export const textParam = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(100, message),
      v.transform((value) => value || undefined),
    ),
  );

export const idParam = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.metadata({ pattern: RECORD_ID_PATTERN.source }),
      v.trim(),
      v.transform((value) => value || undefined),
      v.optional(recordId(message)),
    ),
  );

const idParamsByMessage = new Map<string, v.ObjectSchema<{ id: ReturnType<typeof recordId> }, undefined>>();

/**
 * `:id` of a route: a record id, else a 400 with the entity's own message. One schema per message, so a
 * route and its description (server/openapi) name the same one.
 */
export function idParams(message: string) {
  let schema = idParamsByMessage.get(message);
  if (!schema) idParamsByMessage.set(message, (schema = v.object({ id: recordId(message) })));
  return schema;
}

/** active | inactive | true | false; `all` or empty means no filter. */
export const statusParam = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.metadata({ enum: ['all', 'true', 'false', ...ACTIVE_STATUSES] }),
      v.trim(),
      v.toLowerCase(),
      v.check((value) => ['', 'all', 'true', 'false', ...ACTIVE_STATUSES].includes(value), message),
      v.transform((value): ActiveStatus | undefined => {
        if (value === '' || value === 'all') return undefined;
        return value === 'true' || value === 'active' ? 'active' : 'inactive';
      }),
    ),
  );

/**
 * The query of a list of a school's records: paging, `search` (or `q`), the area's own filters, and
 * `school_id`.
 */
export function schoolRecordsQuery<TEntries extends v.ObjectEntries>(
  schoolInvalid: string,
  filters: TEntries,
) {
  return v.object({
    page: pageParam,
    limit: limitParam,
    search: textParam(LIST_MESSAGES.searchTooLong),
    q: textParam(LIST_MESSAGES.searchTooLong),
    ...filters,
    school_id: idParam(schoolInvalid),
  });
}

/** What every such query holds, whatever its filters. */
export interface SchoolRecordsQuery {
  page?: number;
  limit?: number;
  search?: string;
  q?: string;
  school_id?: string;
}

export interface ListAnswer<T> {
  success: true;
  data: T[];
  pagination: Pagination;
  filters: Record<string, string | null>;
}

/** The pagination block of a list answer. */
export function paginationOf(page: { page: number; limit: number }, total: number): Pagination {
  const totalPages = Math.ceil(total / page.limit);
  return {
    page: page.page,
    limit: page.limit,
    total,
    totalPages,
    hasNext: page.page < totalPages,
    hasPrev: page.page > 1,
  };
}

export function listAnswer<T>(
  data: T[],
  total: number,
  page: { page: number; limit: number },
  filters: Record<string, string | null | undefined>,
): ListAnswer<T> {
  return {
    success: true,
    data,
    pagination: paginationOf(page, total),
    filters: Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value ?? null])),
  };
}

/** `listAnswer`'s JSON, its records given as a JSON array already (built by the database). */
export function listAnswerText(
  records: string,
  total: number,
  page: { page: number; limit: number },
  filters: Record<string, string | null | undefined>,
): string {
  const { pagination, filters: echoed } = listAnswer([], total, page, filters);
  return `{"success":true,"data":${records},"pagination":${JSON.stringify(pagination)},"filters":${JSON.stringify(echoed)}}`;
}
