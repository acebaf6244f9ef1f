import { useEffect, useId, useRef, type FormEvent } from 'react';
import { TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useTeacherForm, type TeacherFormMode } from './use-teacher-form';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

type TextName = 'teacher_id' | 'teacher_name' | 'email' | 'phone_number';

/** The add/edit form of the Teachers screen (spec §2, §5): the Teacher ID is read-only once the teacher exists. */
export function TeacherForm({
  mode,
  schoolId,
  onClose,
}: {
  mode: TeacherFormMode;
  schoolId: string;
  onClose: () => void;
}) {
  const form = useTeacherForm(mode, schoolId, onClose);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const adding = mode.kind === 'add';

  useEffect(() => {
    title.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    title.current?.focus({ preventScroll: true });
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const text = (name: TextName) => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    disabled: form.submitting,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
    onBlur: () => form.touch(name),
  });

  return (
    <form className="people-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="people-form__title">
        {adding ? 'Add New Teacher' : 'Edit Teacher'}
      </h2>
      <div className="people-form__grid">
        <TextField
          label="Teacher ID"
          autoCapitalize="characters"
          {...text('teacher_id')}
          readOnly={!adding}
          hint={adding ? undefined : TEACHER_MESSAGES.idReadOnly}
        />
        <TextField label="Teacher Name" {...text('teacher_name')} />
        <TextField label="Email" type="email" inputMode="email" {...text('email')} />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          placeholder="10-digit mobile number"
          {...text('phone_number')}
        />
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          value={form.values.status}
          error={form.errorOf('status')}
          disabled={form.submitting}
          onChange={(value) => form.change('status', value)}
          onBlur={() => form.touch('status')}
        />
      </div>
      <div className="people-form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.submitting}
          aria-busy={form.submitting}
        >
          {form.submitting && <Spinner />}
          <span>{adding ? 'Save Teacher' : 'Update Teacher'}</span>
        </button>
      </div>
    </form>
  );
}
