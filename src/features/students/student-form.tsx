import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import type { SyncedRecord } from '../../data/db/entities';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { classLabel } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';
import { useStudentForm, type StudentFormMode } from './use-student-form';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

interface StudentFormProps {
  mode: StudentFormMode;
  schoolId: string;
  classes: readonly SyncedRecord[];
  onClose: () => void;
}

/** The add/edit form of the Students screen (spec §2, §5): every field labelled, its message under it. */
export function StudentForm({ mode, schoolId, classes, onClose }: StudentFormProps) {
  const classIds = useMemo(() => new Set(classes.map((klass) => klass._id)), [classes]);
  const form = useStudentForm(mode, schoolId, classIds, onClose);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const adding = mode.kind === 'add';
  const options = useMemo(
    () => classes.map((klass) => ({ value: klass._id, label: classLabel(klass) })),
    [classes],
  );

  useEffect(() => {
    title.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    title.current?.focus({ preventScroll: true });
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const text = (name: 'student_name' | 'email' | 'roll_number') => ({
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
        {adding ? 'Add New Student' : 'Edit Student'}
      </h2>
      <div className="people-form__grid">
        <TextField label="Student Name" {...text('student_name')} />
        <TextField label="Email" type="email" inputMode="email" {...text('email')} />
        <TextField label="Roll Number" autoCapitalize="characters" {...text('roll_number')} />
        <SelectField
          label="Class"
          name="class"
          placeholder="Select a class"
          unknownLabel={() => STUDENTS_TEXTS.classMissing}
          options={options}
          value={form.values.class}
          error={form.errorOf('class')}
          disabled={form.submitting}
          onChange={(value) => form.change('class', value)}
          onBlur={() => form.touch('class')}
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
          <span>{adding ? 'Save Student' : 'Update Student'}</span>
        </button>
      </div>
    </form>
  );
}
