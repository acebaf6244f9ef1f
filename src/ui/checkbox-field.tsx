import { useId, type InputHTMLAttributes } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  name: string;
}

export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`checkbox ${className ?? ''}`.trim()}>
      <input id={id} type="checkbox" className="checkbox__input" {...input} />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
