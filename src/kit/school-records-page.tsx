/**
 * A school's records of one area (Students, Teachers, …): the area's `RecordsPage`, under the school's
 * breadcrumbs, its CSV import checked against and saved into that school.
 */
import { useMemo } from 'react';
import type { SchoolPageEntity } from '../domain/sync/entity-screens';
import type { PrepareResult } from '../ui/csv-import/use-csv-import';
import { SchoolBreadcrumbs } from '../ui/school-breadcrumbs';
import type { WriteMessages } from './list-texts';
import { RecordsPage, type RecordsArea, type RecordsCsv, type RecordsPageProps } from './records-page';

export type { RecordFormMode, RecordsView } from './records-page';

/** What an area of a school's records declares; the kit does the rest (docs/adding-an-area.md). */
export interface SchoolRecordsArea<T extends { _id: string }, Row> extends RecordsArea<T> {
  /** Its page under a school; its breadcrumb is the entity's label. */
  entity: SchoolPageEntity;
  messages: WriteMessages;
  remove: (userId: string, record: T) => Promise<unknown>;
  /** The CSV import and export, for areas that have them. */
  csv?: AreaCsv<Row>;
}

/** A school area's CSV: checked against the school on this device, saved into it. */
export interface AreaCsv<Row> extends Omit<RecordsCsv<Row>, 'prepare' | 'commit'> {
  prepare: (schoolId: string, text: string) => Promise<PrepareResult<Row>>;
  commit: (userId: string, schoolId: string, rows: readonly Row[]) => Promise<void>;
}

interface SchoolRecordsPageProps<T extends { _id: string }, Row> extends Omit<
  RecordsPageProps<T, Row>,
  'area' | 'csv' | 'breadcrumbs'
> {
  area: SchoolRecordsArea<T, Row>;
  schoolId: string;
}

/** The area's CSV for one school (the language's words read again: a change of language remounts). */
function csvOfSchool<Row>(csv: AreaCsv<Row>, schoolId: string): RecordsCsv<Row> {
  return {
    ...csv,
    prepare: (text) => csv.prepare(schoolId, text),
    commit: (userId, rows) => csv.commit(userId, schoolId, rows),
  };
}

/** A school's records of one area: list, search, form, CSV, delete, offline, under its breadcrumbs. */
export function SchoolRecordsPage<T extends { _id: string }, Row>({
  area,
  schoolId,
  ...props
}: SchoolRecordsPageProps<T, Row>) {
  const { csv } = area;
  const schoolCsv = useMemo(() => csv && csvOfSchool(csv, schoolId), [csv, schoolId]);
  return (
    <RecordsPage
      {...props}
      area={area}
      csv={schoolCsv}
      breadcrumbs={<SchoolBreadcrumbs schoolId={schoolId} current={area.entity} />}
    />
  );
}
