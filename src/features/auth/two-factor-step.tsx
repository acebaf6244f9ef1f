import { useState, type FormEvent } from 'react';
import { OtpLoginSchema } from '../../domain/auth/auth-schemas';
import { t } from '../../i18n/i18n';
import { ErrorBox, NoticeBox } from '../../ui/message-box';
import { SubmitButton } from '../../ui/submit-button';
import { notifyError } from '../../ui/toast';
import { validateForm } from '../../ui/validate-form';
import type { SecondStep } from './api/login-with-password';
import { useLoginWithCode } from './api/login-with-code';
import { CodeField } from './code-field';
import { welcome } from './sign-in-texts';

/** Two-factor sign-in: after the right password, the 6-digit code from the e-mail. */
export function TwoFactorStep({
  email,
  remember,
  step,
  onBack,
}: {
  email: string;
  remember: boolean;
  step: SecondStep;
  onBack: () => void;
}) {
  const login = useLoginWithCode();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email, otp: code, challenge: step.challenge, extended_token_expiry: remember };
    const check = validateForm(OtpLoginSchema, input);
    if (!check.ok) {
      setCodeError(check.errors.otp);
      return;
    }
    const result = await login.run(check.output);
    if (result.ok) welcome(result.data);
    else notifyError(result.error);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {login.error ? <ErrorBox>{login.error}</ErrorBox> : <NoticeBox>{step.message}</NoticeBox>}
      <CodeField
        value={code}
        error={codeError}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
          login.clearError();
        }}
      />
      <SubmitButton pending={login.pending}>{t('Verify code')}</SubmitButton>
      <p className="auth-form__alt">
        <button type="button" className="button--link link" onClick={onBack}>
          {t('Use your password again to get a new code')}
        </button>
      </p>
    </form>
  );
}
