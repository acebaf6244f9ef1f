import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ResetPasswordSchema } from '../../domain/auth/auth-schemas';
import { t } from '../../i18n/i18n';
import { ErrorBox } from '../../ui/message-box';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton } from '../../ui/submit-button';
import { notifyError } from '../../ui/toast';
import { validateForm, type FieldErrors } from '../../ui/validate-form';
import { useResetPassword } from './api/reset-password';
import { CodeField } from './code-field';
import { CodeSentSummary } from './code-sent-summary';
import { EmailStep } from './email-step';
import { SIGN_IN_TEXTS, welcome, type AuthLocationState } from './sign-in-texts';
import { useCodeSender } from './use-code-sender';

/** Forgot password: e-mail → code → new password → signed in, or back to sign-in with a message. */
export function ResetPasswordForm({ state }: { state: AuthLocationState }) {
  const codes = useCodeSender('reset');
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  if (!codes.sentTo) {
    return (
      <EmailStep
        initialEmail={codes.lastEmail ?? state.email ?? ''}
        pending={codes.pending}
        error={codes.error}
        onEdit={codes.clearMessages}
        onSend={codes.send}
      />
    );
  }
  const email = codes.sentTo;

  const clearOnEdit = (field: 'otp' | 'password') => {
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
    reset.clearError();
    codes.clearMessages();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateForm(ResetPasswordSchema, { email, otp: code, password });
    if (!check.ok) {
      setFieldErrors(check.errors);
      return;
    }
    codes.clearMessages();
    const result = await reset.run(check.output);
    if (!result.ok) {
      notifyError(result.error);
      return;
    }
    if (result.data.signedIn) {
      welcome(result.data.signedIn);
      return; // the sign-in route sends a signed-in person on
    }
    const notice = result.data.message ?? SIGN_IN_TEXTS.passwordReset;
    void navigate('/login', {
      replace: true,
      state: { ...state, email, notice } satisfies AuthLocationState,
    });
  };

  const error = reset.error ?? codes.error;
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <CodeSentSummary
        email={email}
        notice={codes.notice}
        resending={codes.pending}
        onResend={() => {
          reset.clearError();
          setCode('');
          void codes.send(email);
        }}
        onChangeEmail={() => {
          reset.clearError();
          setCode('');
          codes.changeEmail();
        }}
      />
      <CodeField
        value={code}
        error={fieldErrors.otp}
        onChange={(event) => {
          setCode(event.target.value);
          clearOnEdit('otp');
        }}
      />
      <PasswordField
        label={t('New password')}
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        hint={t('At least 8 characters')}
        onChange={(event) => {
          setPassword(event.target.value);
          clearOnEdit('password');
        }}
        error={fieldErrors.password}
      />
      <SubmitButton pending={reset.pending}>{t('Reset password')}</SubmitButton>
    </form>
  );
}
