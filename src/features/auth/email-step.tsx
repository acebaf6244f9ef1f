import { useState, type FormEvent } from 'react';
import { SendOtpSchema } from '../../domain/auth/auth-schemas';
import { t } from '../../i18n/i18n';
import { ErrorBox } from '../../ui/message-box';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { validateForm } from '../../ui/validate-form';

interface EmailStepProps {
  initialEmail: string;
  pending: boolean;
  error: string | null;
  onEdit: () => void;
  onSend: (email: string) => Promise<unknown>;
  /** Offered where a code may already be in the mailbox (one an administrator sent). */
  onHaveCode?: (email: string) => void;
}

/** First step of the code flows: the e-mail a code is sent to. */
export function EmailStep({ initialEmail, pending, error, onEdit, onSend, onHaveCode }: EmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const checkedEmail = (): string | undefined => {
    const check = validateForm(SendOtpSchema, { email });
    if (check.ok) return check.output.email;
    setFieldError(check.errors.email);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedEmail();
    if (checked) await onSend(checked);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <TextField
        label={t('Email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
          onEdit();
        }}
        error={fieldError}
      />
      <SubmitButton pending={pending}>{t('Send code')}</SubmitButton>
      {onHaveCode && (
        <button
          type="button"
          className="button button--link auth-form__alt"
          onClick={() => {
            const checked = checkedEmail();
            if (checked) onHaveCode(checked);
          }}
        >
          {t('I already have a code')}
        </button>
      )}
    </form>
  );
}
