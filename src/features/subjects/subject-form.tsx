import { GradeSelect, RecordFormFrame, StatusSelect, textInput } from '../../kit/record-form-frame';
import { t } from '../../i18n/i18n';
import { TextField } from '../../ui/text-field';
import type { SubjectRecord } from './subject-record';
import { useSubjectForm, type SubjectFormMode } from './use-subject-form';

interface SubjectFormProps {
  mode: SubjectFormMode;
  schoolId: string;
  /** The school's subjects on this device, for the code check. */
  subjects: readonly SubjectRecord[];
  onClose: () => void;
}

/** The add/edit form of the Subjects screen. */
export function SubjectForm({ mode, schoolId, subjects, onClose }: SubjectFormProps) {
  const form = useSubjectForm(mode, schoolId, subjects, onClose);
  const adding = mode.kind === 'add';
  return (
    <RecordFormFrame
      form={form}
      title={adding ? t('Add New Subject') : t('Edit Subject')}
      submitLabel={adding ? t('Save Subject') : t('Update Subject')}
      onClose={onClose}
    >
      <TextField label={t('Subject Name')} {...textInput(form, 'name')} />
      <TextField
        label={t('Code')}
        autoCapitalize="characters"
        placeholder={t('e.g. MAT501')}
        {...textInput(form, 'code')}
      />
      <TextField label={t('Department')} {...textInput(form, 'department')} />
      <GradeSelect form={form} name="grade" />
      <TextField label={t('Credits')} inputMode="numeric" {...textInput(form, 'credits')} />
      <StatusSelect form={form} name="status" />
    </RecordFormFrame>
  );
}
