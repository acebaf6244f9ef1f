import { memo, useCallback, useMemo, useState } from 'react';
import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { classTitle } from '../../ui/class-title';
import { t } from '../../i18n/i18n';
import { PersonCell } from '../../kit/person-cell';
import { RecordTable, type Column } from '../../kit/record-table';
import { StatusBadge } from '../../ui/status-badge';
import { StudentDetails } from './student-details';
import { isActive, type ClassRecord, type StudentRecord } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';

interface StudentsTableProps {
  rows: readonly StudentRecord[];
  classById: ReadonlyMap<string, ClassRecord>;
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (student: StudentRecord) => void;
  onDelete: (student: StudentRecord) => void;
}

const nameOf = (student: StudentRecord) => student.student_name;

/** One page of students: Student, Class, Roll Number, Status, Actions. */
export const StudentsTable = memo(function StudentsTable({
  rows,
  classById,
  marks,
  onEdit,
  onDelete,
}: StudentsTableProps) {
  const [viewing, setViewing] = useState<StudentRecord | null>(null);
  const classNameOf = useCallback(
    (student: StudentRecord) => {
      const klass = classById.get(student.class_id);
      return klass ? classTitle(klass) : STUDENTS_TEXTS.noClass;
    },
    [classById],
  );
  // The same columns from one render to the next, so a row whose pupil stays is not drawn again.
  const columns = useMemo<Column<StudentRecord>[]>(
    () => [
      {
        header: t('Student'),
        cell: (student, mark) => <PersonCell name={student.student_name} email={student.email} mark={mark} />,
      },
      {
        header: t('Class'),
        className: 'people-table__nowrap',
        cell: classNameOf,
      },
      { header: t('Roll Number'), cell: (student) => student.roll_number },
      { header: t('Status'), cell: (student) => <StatusBadge active={isActive(student)} /> },
    ],
    [classNameOf],
  );
  return (
    <>
      <RecordTable
        columns={columns}
        rows={rows}
        nameOf={nameOf}
        marks={marks}
        onView={setViewing}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {viewing && (
        <StudentDetails
          student={viewing}
          className={classNameOf(viewing)}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setViewing(null);
            onEdit(viewing);
          }}
        />
      )}
    </>
  );
});
