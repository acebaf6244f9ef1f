import { GRADES } from '../../domain/school-records/record-fields';
import { RecordFormFrame, StatusSelect, textInput } from '../../kit/record-form-frame';
import { SelectField } from '../../ui/select-field';
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

const GRADE_OPTIONS = GRADES.map((grade) => ({ value: String(grade), label: `Grade ${grade}` }));

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
      <SelectField
        label="Grade"
        name="grade"
        placeholder="Select grade"
        options={GRADE_OPTIONS}
        value={form.values.grade}
        error={form.errorOf('grade')}
        disabled={form.submitting}
        onChange={(value) => form.change('grade', value)}
        onBlur={() => form.touch('grade')}
      />
      <TextField
        label="Credits"
        type="number"
        inputMode="numeric"
        min={1}
        max={6}
        {...textInput(form, 'credits')}
      />
      <StatusSelect form={form} name="status" />
    </RecordFormFrame>
  );
}
