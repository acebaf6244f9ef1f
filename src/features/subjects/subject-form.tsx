import { GradeSelect, RecordFormFrame, StatusSelect, textInput } from '../../kit/record-form-frame';
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

/** The add/edit form of the Subjects screen (spec §2, §5). */
export function SubjectForm({ mode, schoolId, subjects, onClose }: SubjectFormProps) {
  const form = useSubjectForm(mode, schoolId, subjects, onClose);
  const adding = mode.kind === 'add';
  return (
    <RecordFormFrame
      form={form}
      title={adding ? 'Add New Subject' : 'Edit Subject'}
      submitLabel={adding ? 'Save Subject' : 'Update Subject'}
      onClose={onClose}
    >
      <TextField label="Subject Name" {...textInput(form, 'name')} />
      <TextField
        label="Code"
        autoCapitalize="characters"
        placeholder="e.g. MAT501"
        {...textInput(form, 'code')}
      />
      <TextField label="Department" {...textInput(form, 'department')} />
      <GradeSelect form={form} name="grade" />
      <TextField label="Credits" inputMode="numeric" {...textInput(form, 'credits')} />
      <StatusSelect form={form} name="status" />
    </RecordFormFrame>
  );
}
