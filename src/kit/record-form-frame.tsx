import { useLeaveGuard } from './use-leave-guard';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { GRADES } from '../domain/school-records/record-fields';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/i18n';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';

interface FieldForm<K extends string> {
  values: Record<K, string>;
  valid: boolean;
  /** Input not saved yet: leaving the form asks first (`useLeaveGuard`). */
  dirty: boolean;
  submitting: boolean;
  errorOf: (field: K) => string | undefined;
  change: (field: K, value: string) => void;
  touch: (field: K) => void;
  submit: () => Promise<void>;
}

/** The props a labelled text input of a record form takes: name, value, message, handlers. */
export function textInput<K extends string>(form: FieldForm<K>, name: K) {
  return {
    name,
    value: form.values[name],
    error: form.errorOf(name),
    disabled: form.submitting,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
    onBlur: () => form.touch(name),
  };
}

/** The props a labelled select of a record form takes (`SelectField`): name, value, message, handlers. */
export function selectInput<K extends string>(form: FieldForm<K>, name: K) {
  return {
    name,
    value: form.values[name],
    error: form.errorOf(name),
    disabled: form.submitting,
    onChange: (value: string) => form.change(name, value),
    onBlur: () => form.touch(name),
  };
}

/** The Status select of a record form: active or inactive. */
export function StatusSelect<K extends string>({ form, name }: { form: FieldForm<K>; name: K }) {
  const options = [
    { value: 'active', label: t('Active') },
    { value: 'inactive', label: t('Inactive') },
  ];
  return <SelectField label={t('Status')} options={options} {...selectInput(form, name)} />;
}

/** The Grade select of a record form (grades 1 to 7), empty until one is chosen. */
export function GradeSelect<K extends string>({ form, name }: { form: FieldForm<K>; name: K }) {
  const options = GRADES.map((grade) => ({
    value: String(grade),
    label: t('Grade {grade}', { grade: formatNumber(grade) }),
  }));
  return (
    <SelectField
      label={t('Grade')}
      options={options}
      placeholder={t('Select grade')}
      {...selectInput(form, name)}
    />
  );
}

interface RecordFormFrameProps<K extends string> {
  form: FieldForm<K>;
  title: string;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** The save button stays disabled while any field has a message (the content form asks for this). */
  requireValid?: boolean;
}

/** An add/edit form of a list screen: its title takes the focus, fields in a grid, Cancel and Save. */
export function RecordFormFrame<K extends string>({
  form,
  title,
  submitLabel,
  onClose,
  children,
  requireValid = false,
}: RecordFormFrameProps<K>) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const leaveQuestion = useLeaveGuard(form.dirty && !form.submitting);

  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form className="people-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="people-form__title">
        {title}
      </h2>
      <div className="people-form__grid">{children}</div>
      <div className="people-form__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('Cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.submitting || (requireValid && !form.valid)}
          aria-busy={form.submitting}
        >
          {form.submitting && <Spinner />}
          <span>{submitLabel}</span>
        </button>
      </div>
      {leaveQuestion}
    </form>
  );
}
