import { TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import { t } from '../../i18n/i18n';
import { RecordFormFrame, StatusSelect, textInput } from '../../kit/record-form-frame';
import { TextField } from '../../ui/text-field';
import type { TeacherRecord } from './teacher-record';
import { useTeacherForm, type TeacherFormMode } from './use-teacher-form';

interface TeacherFormProps {
  mode: TeacherFormMode;
  schoolId: string;
  /** The school's teachers on this device, for the Teacher ID check. */
  teachers: readonly TeacherRecord[];
  onClose: () => void;
}

/** The add/edit form of the Teachers screen: the Teacher ID is read-only once the server has the teacher. */
export function TeacherForm({ mode, schoolId, teachers, onClose }: TeacherFormProps) {
  const form = useTeacherForm(mode, schoolId, teachers, onClose);
  const adding = mode.kind === 'add';
  return (
    <RecordFormFrame
      form={form}
      title={adding ? t('Add New Teacher') : t('Edit Teacher')}
      submitLabel={adding ? t('Save Teacher') : t('Update Teacher')}
      onClose={onClose}
    >
      <TextField
        label={t('Teacher ID')}
        autoCapitalize="characters"
        {...textInput(form, 'teacher_id')}
        readOnly={!form.idEditable}
        hint={form.idEditable ? undefined : TEACHER_MESSAGES.idReadOnly}
      />
      <TextField label={t('Teacher Name')} {...textInput(form, 'teacher_name')} />
      <TextField label={t('Email')} type="email" inputMode="email" {...textInput(form, 'email')} />
      <TextField
        label={t('Phone Number')}
        type="tel"
        inputMode="numeric"
        placeholder={t('10-digit mobile number')}
        {...textInput(form, 'phone_number')}
      />
      <StatusSelect form={form} name="status" />
    </RecordFormFrame>
  );
}
