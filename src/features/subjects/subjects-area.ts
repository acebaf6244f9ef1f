/** The Subjects area as the kit takes it: its words, its writes and its CSV. */
import { MAX_BULK_ROWS } from '../../domain/csv/bulk-request';
import { SUBJECT_MESSAGES } from '../../domain/subjects/subject-schema';
import { t } from '../../i18n/i18n';
import type { SchoolRecordsArea } from '../../kit/school-records-page';
import { importSubjects, prepareSubjectImport } from './import-subjects';
import { deleteSubject, SUBJECTS_BULK_PATH } from './save-subject';
import { SUBJECT_CSV_COLUMNS, SUBJECT_NOUN, subjectTemplateCsv, type SubjectImportRow } from './subject-csv';
import type { SubjectRecord } from './subject-record';
import { SUBJECTS_TEXTS } from './subjects-texts';

export const SUBJECTS_AREA: SchoolRecordsArea<SubjectRecord, SubjectImportRow> = {
  entity: 'subjects',
  texts: SUBJECTS_TEXTS,
  messages: SUBJECT_MESSAGES,
  get statsLabel() {
    return t('Subject counts');
  },
  nameOf: (subject) => subject.name,
  remove: deleteSubject,
  csv: {
    noun: SUBJECT_NOUN,
    fileStem: 'subjects',
    columns: SUBJECT_CSV_COLUMNS,
    maxRows: MAX_BULK_ROWS,
    template: subjectTemplateCsv,
    prepare: prepareSubjectImport,
    commit: importSubjects,
    bulkPath: SUBJECTS_BULK_PATH,
    rowsKey: 'subjects',
    nameField: 'name',
    get removeLabel() {
      return t('Remove these subjects');
    },
  },
};
