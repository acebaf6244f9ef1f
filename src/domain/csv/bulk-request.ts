/**
 * Bulk imports (a CSV file sent as one request, all or nothing): the request shape, the row limit and
 * the row-by-row check shared by every import, on the client and the server. Row errors are keyed
 * `rows.<index>.<field>`, index being the row's position in the request's list.
 */
import * as v from 'valibot';
import { defineMessages } from '../i18n/languages';
import { recordId } from '../people/person-fields';

export const MAX_BULK_ROWS = 5000;

export const BULK_MESSAGES = defineMessages({
  validationFailed: 'Validation failed. Please check all fields.',
  tooManyRows: 'A file can hold at most 5,000 rows',
  noRows: 'The file has no rows',
  rowsInvalid: 'Rows must be sent as a list',
  rowInvalid: 'Each row must be an object',
  duplicates: 'Some rows repeat each other or records that already exist. Please check the rows named.',
  idRepeated: 'This id appears more than once in the file',
  idTaken: 'This id is already used by another record',
});

export type BulkErrors = Record<string, string>;
export type BulkParse<T> =
  { success: true; output: T } | { success: false; message: string; errors: BulkErrors };

type RowSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** A missing key is checked like an undefined value, so the field's own message is used. */
function withEveryKey(schema: RowSchema, row: object): object {
  return { ...Object.fromEntries(Object.keys(schema.entries).map((key) => [key, undefined])), ...row };
}

/** Checks every row with one schema; the first message of each bad field under `rows.<index>.<field>`. */
export function checkBulkRows<TSchema extends RowSchema>(
  schema: TSchema,
  rows: readonly unknown[],
): BulkParse<Array<v.InferOutput<TSchema>>> {
  const output: Array<v.InferOutput<TSchema>> = [];
  const errors: BulkErrors = {};
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      errors[`rows.${index}`] = BULK_MESSAGES.rowInvalid;
      return;
    }
    const result = v.safeParse(schema, withEveryKey(schema, row));
    if (result.success) output.push(result.output);
    else
      for (const issue of result.issues)
        errors[`rows.${index}.${v.getDotPath(issue) ?? '_'}`] ??= issue.message;
  });
  if (Object.keys(errors).length > 0)
    return { success: false, message: BULK_MESSAGES.validationFailed, errors };
  return { success: true, output };
}

/** The envelope `{ school_id, <listKey>: [...] }`: the school, then the list's size, before any row is read. */
export function checkBulkRequest<TSchema extends RowSchema>(
  input: unknown,
  listKey: string,
  schoolInvalid: string,
  schema: TSchema,
): BulkParse<{ school_id: string; rows: Array<v.InferOutput<TSchema>> }> {
  const body = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  const school = v.safeParse(recordId(schoolInvalid), body.school_id);
  const list = body[listKey];
  const errors: BulkErrors = {};
  if (!school.success) errors.school_id = schoolInvalid;
  if (!Array.isArray(list)) errors[listKey] = BULK_MESSAGES.rowsInvalid;
  else if (list.length === 0) errors[listKey] = BULK_MESSAGES.noRows;
  else if (list.length > MAX_BULK_ROWS) errors[listKey] = BULK_MESSAGES.tooManyRows;
  const listError = errors[listKey];
  if (listError) return { success: false, message: listError, errors };
  if (!school.success) return { success: false, message: BULK_MESSAGES.validationFailed, errors };
  const rows = checkBulkRows(schema, list as unknown[]);
  return rows.success ? { success: true, output: { school_id: school.output, rows: rows.output } } : rows;
}
