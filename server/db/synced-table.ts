/**
 * What the database holds of every synced table: an `_id`, and a `seq` stamped from `sync_seq` by one
 * writer at a time, under one advisory lock (docs/sync.md, "One transaction per write").
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type SyncedTable = PgTable & { _id: PgColumn; seq: PgColumn };

/** Serialises the sync sequence stamping of every write (and the seeds). */
export const SYNC_LOCK = 7_424_001;
