import type { ChangeEvent } from 'react';
import { t } from '../../i18n/i18n';
import { TextField } from '../../ui/text-field';

export function CodeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <TextField
      label={t('Code')}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      value={value}
      onChange={onChange}
      error={error}
      hint={t('The 6-digit code from the e-mail')}
    />
  );
}
