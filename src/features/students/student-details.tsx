/**
 * A pupil's details, opened by View in the list: read from this device, so they open offline too. The
 * photo, when the pupil has one, comes from its address; without one, or while it cannot load (offline),
 * the pupil's initials stand in. Their class in each year that ended (docs/school-year.md) and, for a
 * pupil who left, the year they left follow the facts.
 */
import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { Dialog } from '../../ui/dialog';
import { initialsOf, safeImageUrl } from '../../ui/person-picture';
import { StatusBadge } from '../../ui/status-badge';
import { isActive, type StudentRecord } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';
import { FactList, type Fact } from '../../ui/fact-list';
import { classTitleOfLabel } from '../../ui/class-title';

interface StudentDetailsProps {
  student: StudentRecord;
  className: string;
  onEdit: () => void;
  onClose: () => void;
}

export function StudentDetails({ student, className, onEdit, onClose }: StudentDetailsProps) {
  const facts: Fact[] = [
    [t('Class'), className],
    [t('Roll Number'), student.roll_number],
    [t('Email'), student.email],
    [t('Status'), <StatusBadge key="status" active={isActive(student)} />],
    ...(student.left_year ? [[STUDENTS_TEXTS.left, student.left_year] as const] : []),
    ...(student.class_history?.length
      ? [[STUDENTS_TEXTS.history, <ClassHistory key="history" student={student} />] as const]
      : []),
  ];
  return (
    <Dialog
      title={STUDENTS_TEXTS.detailsTitle}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('Close')}
          </button>
          <button type="button" className="button button--primary" onClick={onEdit}>
            {t('Edit Student')}
          </button>
        </>
      }
    >
      <div className="student-details">
        <Photo image={student.profile_image} name={student.student_name} />
        <div>
          <p className="student-details__name">{student.student_name}</p>
          <FactList className="student-details__facts" facts={facts} />
        </div>
      </div>
    </Dialog>
  );
}

function Photo({ image, name }: { image: string | null; name: string }) {
  const url = safeImageUrl(image);
  const [failed, setFailed] = useState(false);
  if (url && !failed)
    return (
      <img
        className="student-details__photo"
        src={url}
        alt={t('Photo of {name}', { name })}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="student-details__photo student-details__initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/** Newest year first: `2026-27: Class 5 - A`. */
function ClassHistory({ student }: { student: StudentRecord }) {
  return (
    <ul className="student-details__history">
      {[...student.class_history].reverse().map((entry) => (
        <li key={entry.year}>
          {entry.year}: {classTitleOfLabel(`${entry.class_name} - ${entry.section}`)}
        </li>
      ))}
    </ul>
  );
}
