/**
 * A record's API view declared once, field by field, and read two ways (docs/api.md, "Views built by
 * the database"): from a stored row in TypeScript (`toView`, what a write answers), and by the
 * database itself as the JSON text of the same object (`json`, what the delta pull sends, passed
 * through without a row being mapped or serialised here). A field is a column of the table, or a
 * value computed from the row both ways (a rule the tests hold the two ways to).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A value derived from the row: the same rule in SQL and in TypeScript. */
export interface Computed<Row> {
  sql: SQL;
  js: (row: Row) => unknown;
}

export type ViewField<Row> = PgColumn | Computed<Row>;

/** One field per field of the view; an optional field of the view may be left to the caller. */
export type ViewFields<Row, View> = { [K in keyof View]: ViewField<Row> };

export interface ColumnView<Row, View> {
  toView: (row: Row) => View;
  /**
   * The view as a JSON object built by the database: `omit` left out (fields never sent), `more` added
   * after the view's own fields (values of other tables, as subqueries).
   */
  json: (options?: { omit?: readonly string[]; more?: Record<string, SQL> }) => SQL;
}

/** An instant as `Date.prototype.toISOString` writes it: UTC, milliseconds, `Z`. */
const isoInstant = (column: PgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const isColumn = <Row>(field: ViewField<Row>): field is PgColumn => !('js' in field);
const isInstant = (column: PgColumn) => column.dataType === 'date';

/** Keys are the view's own field names (identifiers), never input: safe to write into the query. */
const jsonKey = (key: string) => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`view field ${key} is not an identifier`);
  return sql.raw(`'${key}'`);
};

export function columnView<Row extends object, View>(
  table: PgTable,
  fields: ViewFields<Row, View>,
): ColumnView<Row, View> {
  const keyOfColumn = new Map<PgColumn, string>(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]),
  );
  const entries = Object.entries(fields as Record<string, ViewField<Row>>).map(([key, field]) => {
    if (!isColumn(field)) return { key, read: field.js, sql: field.sql };
    const rowKey = keyOfColumn.get(field);
    if (!rowKey) throw new Error(`view field ${key} names a column of another table`);
    const instant = isInstant(field);
    return {
      key,
      read: (row: Row) => {
        const value = (row as Record<string, unknown>)[rowKey];
        return instant && value instanceof Date ? value.toISOString() : value;
      },
      sql: instant ? isoInstant(field) : sql`${field}`,
    };
  });

  return {
    toView: (row) => Object.fromEntries(entries.map(({ key, read }) => [key, read(row)])) as View,
    json: ({ omit = [], more = {} } = {}) => {
      const pairs = [
        ...entries
          .filter(({ key }) => !omit.includes(key))
          .map(({ key, sql: value }) => [key, value] as const),
        ...Object.entries(more),
      ];
      return sql`json_build_object(${sql.join(
        pairs.map(([key, value]) => sql`${jsonKey(key)}, ${value}`),
        sql`, `,
      )})`;
    },
  };
}

/** The version and times every synced record's view carries. */
export function stampFields(table: { version: PgColumn; createdAt: PgColumn; updatedAt: PgColumn }) {
  return { version: table.version, createdAt: table.createdAt, updatedAt: table.updatedAt };
}
