/**
 * A view declared column by column is read two ways: by TypeScript from a stored row, and by the
 * database as JSON (what `/api/sync` sends). For every entity whose JSON the database builds, random
 * rows stored in the table read the same both ways, field for field and in the same order, on the
 * database the suite runs on (embedded, and PostgreSQL in the second pass).
 */
import { randomUUID } from 'node:crypto';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../../src/domain/sync/entity-registry';
import type { Db } from '../../server/db/connection';
import { SYNC_SOURCES } from '../../server/sync-sources';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  db = t.app.db;
});
afterAll(() => t.close());

const INT4 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** Text PostgreSQL stores as given: any Unicode but NUL, which no text column takes. */
const text = fc.string({ unit: 'grapheme', maxLength: 12 }).map((value) => value.replaceAll('\0', ''));
/** Instants a JavaScript Date and PostgreSQL both hold, to the millisecond. */
const instant = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Values for one column by its type; nullable columns are sometimes null. */
function valueOf(column: PgColumn): fc.Arbitrary<unknown> {
  const value: fc.Arbitrary<unknown> =
    column.dataType === 'boolean'
      ? fc.boolean()
      : column.dataType === 'date'
        ? instant
        : column.dataType === 'number'
          ? fc.integer(INT4)
          : text;
  return column.notNull ? value : fc.option(value, { nil: null });
}

/** Columns the database fills: the sequence, and `createdAt` (its default keeps microseconds). */
const FILLED_BY_DATABASE = new Set(['seq', 'createdAt', 'deletedAt']);

const withJson = ENTITY_NAMES.filter((name) => SYNC_SOURCES[name].json);

describe('views built by the database', () => {
  it('covers the entities whose records are plain columns', () => {
    expect(withJson).toEqual(
      expect.arrayContaining(['classes', 'subjects', 'students', 'teachers', 'books', 'contents']),
    );
  });

  it.each(withJson)('%s: the JSON the database builds is the view TypeScript reads', async (name) => {
    const { table, views, json } = SYNC_SOURCES[name];
    const columns = Object.entries(getTableColumns(table)).filter(
      ([key]) => !FILLED_BY_DATABASE.has(key) && key !== '_id',
    );
    const row = fc.record(Object.fromEntries(columns.map(([key, column]) => [key, valueOf(column)])));
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 8 }), async (drawn) => {
        // Unique keys stay unique: each text value ends with its row's own id.
        const rows = drawn.map((values) => {
          const id = randomUUID();
          const unique = Object.fromEntries(
            Object.entries(values).map(([key, value]) => [
              key,
              typeof value === 'string' ? `${value}${id}` : value,
            ]),
          );
          return { ...unique, _id: id };
        });
        await db.insert(table).values(rows);
        const stored = await db
          .select({ ...getTableColumns(table), json: sql<string>`(${json!()})::text` })
          .from(table)
          .where(
            inArray(
              table._id,
              rows.map((each) => each._id),
            ),
          );
        const fromTypeScript = await views(db, stored as never);
        stored.forEach((each, index) => {
          const fromDatabase: unknown = JSON.parse(each.json);
          expect(fromDatabase).toStrictEqual(fromTypeScript[index]);
          expect(Object.keys(fromDatabase as object)).toEqual(Object.keys(fromTypeScript[index] as object));
        });
      }),
      { numRuns: 25 },
    );
  });
});
