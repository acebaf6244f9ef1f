/** Query strings of the schools lists: paging, search and filters, all optional. */
import * as v from 'valibot';
import { wholeNumberText } from '../query-numbers';
import {
  SCHOOL_LIST_DEFAULT_LIMIT,
  SCHOOL_LIST_MAX_LIMIT,
  SCHOOL_STATUSES,
  type SchoolStatus,
} from './school';
import { SCHOOL_API_MESSAGES as A, SCHOOL_MESSAGES as M } from './school-messages';

const MAX_SEARCH = 100;

const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  v.optional(wholeNumberText(message, min, max), String(fallback));

const searchText = v.optional(
  v.pipe(
    v.string(A.searchTooLong),
    v.trim(),
    v.maxLength(MAX_SEARCH, A.searchTooLong),
    v.transform((value) => value || undefined),
  ),
);

/** `all` or an empty value means no status filter. */
const statusFilter = v.optional(
  v.pipe(
    v.string(M.statusInvalid),
    v.metadata({ enum: ['all', ...SCHOOL_STATUSES] }),
    v.trim(),
    v.toLowerCase(),
    v.check((value) => ['', 'all', ...SCHOOL_STATUSES].includes(value), M.statusInvalid),
    v.transform((value) => (value === '' || value === 'all' ? undefined : (value as SchoolStatus))),
  ),
);

export const SchoolListQuerySchema = v.object({
  page: wholeNumber(A.pageInvalid, 1, 1_000_000, 1),
  limit: wholeNumber(A.limitInvalid, 1, SCHOOL_LIST_MAX_LIMIT, SCHOOL_LIST_DEFAULT_LIMIT),
  status: statusFilter,
  /** Over name, city, state, locality, principal and e-mail. */
  search: searchText,
  q: searchText,
  city: searchText,
  state: searchText,
  locality: searchText,
  pincode: searchText,
  principal_name: searchText,
});
export type SchoolListQuery = v.InferOutput<typeof SchoolListQuerySchema>;

export const SchoolStatusQuerySchema = v.object({ status: statusFilter });
