/**
 * How large a JSON body may be (docs/api.md, "Body limits"). Small by default, so no route parses a
 * flood before it is refused; a bulk import carries a CSV file's rows (spec: 10 MB files).
 */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** Route options of a bulk import. */
export const BULK_BODY = { bodyLimit: 12 * 1024 * 1024 };
