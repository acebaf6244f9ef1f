import { useState, type FormEvent } from 'react';
import { OtpLoginSchema } from '../../domain/auth/auth-schemas';
import { t } from '../../i18n/i18n';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorBox } from '../../ui/message-box';
import { SubmitButton } from '../../ui/submit-button';
import { notifyError } from '../../ui/toast';
import { validateForm } from '../../ui/validate-form';
import { useLoginWithCode } from './api/login-with-code';
import { CodeField } from './code-field';
import { CodeSentSummary } from './code-sent-summary';
import { EmailStep } from './email-step';
import { welcome } from './sign-in-texts';
import { useCodeSender } from './use-code-sender';

/** Sign-in with a one-time code: e-mail → 'Send code' → the 6-digit code → signed in. */
export function CodeSignInForm({ initialEmail }: { initialEmail: string }) {
  const codes = useCodeSender('login');
  const login = useLoginWithCode();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();

  if (!codes.sentTo) {
    return (
      <EmailStep
        initialEmail={codes.lastEmail ?? initialEmail}
        pending={codes.pending}
        error={codes.error}
        onEdit={codes.clearMessages}
        onSend={codes.send}
        onHaveCode={codes.skipToCode}
      />
    );
  }
  const email = codes.sentTo;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateForm(OtpLoginSchema, { email, otp: code, extended_token_expiry: remember });
    if (!check.ok) {
      setCodeError(check.errors.otp);
      return;
    }
    codes.clearMessages();
    const result = await login.run(check.output);
    if (result.ok) welcome(result.data);
    else notifyError(result.error);
  };

  const resend = async () => {
    login.clearError();
    setCode('');
    await codes.send(email);
  };

  const error = login.error ?? codes.error;
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {error && <ErrorBox>{error}</ErrorBox>}
      <CodeSentSummary
        email={email}
        notice={codes.notice}
        resending={codes.pending}
        onResend={() => void resend()}
        onChangeEmail={() => {
          login.clearError();
          setCode('');
          codes.changeEmail();
        }}
      />
      <CodeField
        value={code}
        error={codeError}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
          login.clearError();
          codes.clearMessages();
        }}
      />
      <CheckboxField
        label={t('Remember me')}
        name="extended_token_expiry"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <SubmitButton pending={login.pending}>{t('Sign in')}</SubmitButton>
    </form>
  );
}
