import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../domain/auth/auth-schemas';
import { useSession } from '../../data/session/session-store';
import { t } from '../../i18n/i18n';
import { AuthCard } from './auth-card';
import { PasswordSignInForm } from './password-sign-in-form';
import { readAuthState } from './sign-in-texts';
import { loadedWhenShown } from '../../ui/loaded-when-shown';

// The other ways in load when asked for, not with the sign-in page.
const CodeSignInForm = loadedWhenShown(() => import('./code-sign-in-form').then((m) => m.CodeSignInForm));
const ResetPasswordForm = loadedWhenShown(() =>
  import('./reset-password-form').then((m) => m.ResetPasswordForm),
);

/**
 * /login, the sign-in page. `?flow=code` and `?flow=reset` are the one-time-code sign-in and the
 * password reset, so the back button moves between them. Once signed in, the route sends the person on.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const state = readAuthState(useLocation().state);
  const expired = useSession((session) => session.sessionExpired);
  const deactivated = useSession((session) => session.accountDeactivated);
  const ended = deactivated
    ? AUTH_MESSAGES.accountDeactivated
    : expired
      ? AUTH_MESSAGES.sessionExpired
      : null;
  const flow = params.get('flow');
  const back = (
    <p className="auth-form__alt">
      <Link to="/login" state={{ ...state, notice: undefined }} className="link">
        {t('Back to sign in')}
      </Link>
    </p>
  );

  if (flow === 'code') {
    return (
      <AuthCard title={t('Sign in with a one-time code')} subtitle={t('We will e-mail you a 6-digit code.')}>
        <CodeSignInForm initialEmail={state.email ?? ''} />
        {back}
      </AuthCard>
    );
  }
  if (flow === 'reset') {
    return (
      <AuthCard
        title={t('Reset your password')}
        subtitle={t('We will e-mail you a 6-digit code to choose a new password.')}
      >
        <ResetPasswordForm state={state} />
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('Welcome back')} subtitle={t('Sign in to manage your schools and lessons.')}>
      <PasswordSignInForm state={state} notice={state.notice ?? ended} />
    </AuthCard>
  );
}
