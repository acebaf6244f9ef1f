import { useMemo } from 'react';
import { classTitle } from '../../ui/class-title';
import { t } from '../../i18n/i18n';
import { RecordFormFrame, selectInput, StatusSelect, textInput } from '../../kit/record-form-frame';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { ClassRecord, StudentRecord } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';
import { useStudentForm, type StudentFormMode } from './use-student-form';

interface StudentFormProps {
  mode: StudentFormMode;
  schoolId: string;
  classes: readonly ClassRecord[];
  /** The school's students on this device, for the roll number check. */
  students: readonly StudentRecord[];
  onClose: () => void;
}

/** The add/edit form of the Students screen: every field labelled, its message under it. */
export function StudentForm({ mode, schoolId, classes, students, onClose }: StudentFormProps) {
  const classIds = useMemo(() => new Set(classes.map((klass) => klass._id)), [classes]);
  const form = useStudentForm(mode, schoolId, classIds, students, onClose);
  const adding = mode.kind === 'add';
  const options = useMemo(
    () => classes.map((klass) => ({ value: klass._id, label: classTitle(klass) })),
    [classes],
  );

  return (
    <RecordFormFrame
      form={form}
      title={adding ? t('Add New Student') : t('Edit Student')}
      submitLabel={adding ? t('Save Student') : t('Update Student')}
      onClose={onClose}
    >
      <TextField label={t('Student Name')} {...textInput(form, 'student_name')} />
      <TextField label={t('Email')} type="email" inputMode="email" {...textInput(form, 'email')} />
      <TextField label={t('Roll Number')} autoCapitalize="characters" {...textInput(form, 'roll_number')} />
      <SelectField
        label={t('Class')}
        placeholder={t('Select a class')}
        unknownLabel={() => STUDENTS_TEXTS.classMissing}
        options={options}
        {...selectInput(form, 'class')}
      />
      <StatusSelect form={form} name="status" />
    </RecordFormFrame>
  );
}
