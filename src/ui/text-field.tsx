import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { t } from '../i18n/i18n';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something drawn inside the field's right edge, e.g. a show/hide button. */
  trailing?: ReactNode;
}

/** A labelled input with its own error text, linked for screen readers; a message (schema, server) shows in the chosen language. */
export function TextField({ label, name, error, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={trailing ? 'field__control field__control--trailing' : 'field__control'}>
        <input
          id={id}
          name={name}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {typeof hint === 'string' ? t(hint) : hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
