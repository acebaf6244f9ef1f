import { useMemo } from 'react';
import { SECTIONS, SUBJECT_COUNT } from '../../domain/classes/class-schema';
import { shownSection } from '../../ui/class-title';
import { textField as text } from '../../domain/people/record-status';
import {
  GradeSelect,
  RecordFormFrame,
  selectInput,
  StatusSelect,
  textInput,
} from '../../kit/record-form-frame';
import { t } from '../../i18n/i18n';
import { NoticeBox } from '../../ui/message-box';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { ClassRecord, TeacherRecord } from './class-record';
import { CLASSES_TEXTS } from './classes-texts';
import { useClassForm, type ClassFormMode } from './use-class-form';

interface ClassFormProps {
  mode: ClassFormMode;
  schoolId: string;
  /** The school's classes on this device, for the grade + section check. */
  classes: readonly ClassRecord[];
  teachers: readonly TeacherRecord[];
  onClose: () => void;
}

/** The add/edit form of the Classes screen: every field required, its message under it. */
export function ClassForm({ mode, schoolId, classes, teachers, onClose }: ClassFormProps) {
  const teacherIds = useMemo(() => new Set(teachers.map((teacher) => teacher._id)), [teachers]);
  const form = useClassForm(mode, schoolId, classes, teacherIds, onClose);
  const adding = mode.kind === 'add';
  const sectionOptions = SECTIONS.map((section) => ({ value: section, label: shownSection(section) }));
  const teacherOptions = useMemo(
    () =>
      [...teachers]
        .sort((a, b) => text(a.teacher_name).localeCompare(text(b.teacher_name)))
        .map((teacher) => ({ value: teacher._id, label: text(teacher.teacher_name) })),
    [teachers],
  );

  return (
    <RecordFormFrame
      form={form}
      title={adding ? t('Add New Class') : t('Edit Class')}
      submitLabel={adding ? t('Save Class') : t('Update Class')}
      onClose={onClose}
    >
      <GradeSelect form={form} name="grade" />
      <SelectField
        label={t('Section')}
        placeholder={t('Select a section')}
        options={sectionOptions}
        {...selectInput(form, 'section')}
      />
      <SelectField
        label={t('Teacher')}
        placeholder={t('Select a teacher')}
        options={teacherOptions}
        unknownLabel={() => t('Teacher not on this device')}
        {...selectInput(form, 'class_teacher_id')}
      />
      {teachers.length === 0 && <NoticeBox>{CLASSES_TEXTS.noTeachers}</NoticeBox>}
      <TextField
        label={t('Schedule')}
        placeholder={t('e.g. Mon-Fri 10:00-15:30, Sat 07:30-11:00')}
        {...textInput(form, 'schedule')}
      />
      <TextField
        label={t('Number of Subjects')}
        type="number"
        inputMode="numeric"
        min={SUBJECT_COUNT.min}
        max={SUBJECT_COUNT.max}
        {...textInput(form, 'subject_count')}
      />
      <StatusSelect form={form} name="status" />
    </RecordFormFrame>
  );
}
