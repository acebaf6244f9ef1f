import { t } from '../../i18n/i18n';
import { NoticeBox } from '../../ui/message-box';

interface CodeSentSummaryProps {
  email: string;
  notice: string | null;
  resending: boolean;
  onResend: () => void;
  onChangeEmail: () => void;
}

/** Where the code went, with resend and change-address actions. */
export function CodeSentSummary({ email, notice, resending, onResend, onChangeEmail }: CodeSentSummaryProps) {
  return (
    <>
      {notice && <NoticeBox>{notice}</NoticeBox>}
      <p className="auth-form__sent-to">
        {t('Code for')} <strong>{email}</strong>
      </p>
      <div className="auth-form__row">
        <button type="button" className="button button--link" onClick={onChangeEmail}>
          {t('Use a different e-mail')}
        </button>
        <button type="button" className="button button--link" onClick={onResend} disabled={resending}>
          {resending ? t('Sending...') : t('Resend code')}
        </button>
      </div>
    </>
  );
}
