/**
 * How large a JSON body each kind of route takes (docs/api.md, "Body limits"). A route declares its kind
 * where it is declared (`{ ...limitBody('bulk') }`); one that declares none takes a record's write. A
 * body over its route's limit is refused with 413 before it is parsed, so no route parses a flood, and
 * a route that is not public checks its caller even before that (server/plugins/auth.ts).
 */
const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  /** A few short fields: sign-in, codes, registration, one's profile and settings, a headset's confirmation. */
  small: 16 * KB,
  /**
   * One record's write, the default. The longest record, a booking with 6,200 characters of text, is
   * under 20 KB even in Devanagari (three bytes a letter).
   */
  record: 64 * KB,
  /**
   * Many records' writes at once: an outbox batch (up to 100 changes; the device keeps one under 192 K
   * characters, at most 576 KB of UTF-8), a headset's check-in (10,000 lessons are about 1 MB) or plays.
   */
  batch: 2 * MB,
  /** A bulk import: a CSV file's rows, from a file of up to 10 MB. */
  bulk: 12 * MB,
} as const;

export type BodyKind = keyof typeof BODY_LIMITS;

/** The limit of a route that declares none. */
export const DEFAULT_BODY_LIMIT = BODY_LIMITS.record;

/** Route options of a route taking a body of this kind. */
export const limitBody = (kind: BodyKind) => ({ bodyLimit: BODY_LIMITS[kind] });
