import { useId } from 'react';

/** One setting: a labelled switch with what it does under it. */
export function SettingSwitch({
  label,
  name,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="setting">
      <div className="setting__text">
        <label htmlFor={id} className="setting__label">
          {label}
        </label>
        <p id={`${id}-hint`} className="setting__hint">
          {hint}
        </p>
      </div>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        className="setting__switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </div>
  );
}
