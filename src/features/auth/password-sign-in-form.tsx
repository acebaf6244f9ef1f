import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PasswordLoginSchema } from '../../domain/auth/auth-schemas';
import { t } from '../../i18n/i18n';
import { CheckboxField } from '../../ui/checkbox-field';
import { ErrorBox, NoticeBox } from '../../ui/message-box';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { notifyError } from '../../ui/toast';
import { validateForm, type FieldErrors } from '../../ui/validate-form';
import { useLoginWithPassword, type SecondStep } from './api/login-with-password';
import { DemoCredentialsHint } from './demo-credentials-hint';
import { welcome, type AuthLocationState } from './sign-in-texts';
import { loadedWhenShown } from '../../ui/loaded-when-shown';

// Only for accounts with two-factor sign-in, after the password.
const TwoFactorStep = loadedWhenShown(() => import('./two-factor-step').then((m) => m.TwoFactorStep));

export function PasswordSignInForm({ state, notice }: { state: AuthLocationState; notice: string | null }) {
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const login = useLoginWithPassword();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  // Editing email or password clears the error.
  const edit =
    (field: 'email' | 'password', set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value);
      setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
      login.clearError();
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateForm(PasswordLoginSchema, { email, password, extended_token_expiry: remember });
    if (!check.ok) {
      setFieldErrors(check.errors);
      return;
    }
    const result = await login.run(check.output);
    if (!result.ok) notifyError(result.error);
    else if ('secondStep' in result.data) setSecondStep(result.data.secondStep);
    else welcome(result.data.signedIn);
  };

  if (secondStep) {
    const back = () => {
      setSecondStep(null);
      setPassword('');
    };
    return (
      <TwoFactorStep email={email.trim().toLowerCase()} remember={remember} step={secondStep} onBack={back} />
    );
  }

  const linkState = { ...state, email, notice: undefined };
  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {notice && !login.error && <NoticeBox>{notice}</NoticeBox>}
      {login.error && <ErrorBox>{login.error}</ErrorBox>}
      <TextField
        label={t('Email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={edit('email', setEmail)}
        error={fieldErrors.email}
      />
      <PasswordField
        label={t('Password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={edit('password', setPassword)}
        error={fieldErrors.password}
      />
      <div className="auth-form__row">
        <CheckboxField
          label={t('Remember me')}
          name="extended_token_expiry"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <Link to="?flow=reset" state={linkState} className="link">
          {t('Forgot your password?')}
        </Link>
      </div>
      <SubmitButton pending={login.pending}>{t('Sign in')}</SubmitButton>
      <p className="auth-form__alt">
        <Link to="?flow=code" state={linkState} className="link">
          {t('Sign in with a one-time code')}
        </Link>
      </p>
      <DemoCredentialsHint />
    </form>
  );
}
