import { useState } from 'react';
import { t } from '../i18n/i18n';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('Hide password') : t('Show password');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
