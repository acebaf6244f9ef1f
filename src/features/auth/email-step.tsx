import { useState, type FormEvent } from 'react';
import { SendOtpSchema } from '../../domain/auth/auth-schemas';
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
}

/** First step of the code flows: the e-mail a code is sent to. */
export function EmailStep({ initialEmail, pending, error, onEdit, onSend }: EmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateForm(SendOtpSchema, { email });
    if (!check.ok) {
      setFieldError(check.errors.email);
      return;
    }
    await onSend(check.output.email);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <TextField
        label="Email"
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
      <SubmitButton pending={pending}>Send code</SubmitButton>
    </form>
  );
}
