import { useId, type SelectHTMLAttributes } from 'react';
import { t } from '../i18n/i18n';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  /** Shown as the first, empty choice (e.g. 'Select a class'). */
  placeholder?: string;
  error?: string | undefined;
  /** How a value that is not among the options is shown; the value itself by default. */
  unknownLabel?: (value: string) => string;
  onChange: (value: string) => void;
}

/**
 * A labelled select with its own error text. A value that is not among the options (a record from
 * elsewhere) is still shown, as itself, so the person sees what is wrong with it.
 */
export function SelectField({
  label,
  name,
  value,
  options,
  placeholder,
  error,
  unknownLabel = (text) => text,
  onChange,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const unknown = value !== '' && !options.some((option) => option.value === value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...select}
      >
        {(placeholder !== undefined || value === '') && <option value="">{placeholder ?? ''}</option>}
        {unknown && <option value={value}>{unknownLabel(value)}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
