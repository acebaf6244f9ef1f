import { useState } from 'react';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/i18n';

interface RefusedImportNoticeProps {
  label: string;
  message: string | undefined;
  /** The server's row messages, in words a person can use ('Asha Patil: …'). */
  problems: readonly string[];
  removeLabel: string;
  onRetry: () => Promise<void>;
  onRemove: () => Promise<void>;
}

const MAX_SHOWN = 5;

/** An import the server did not take (e.g. a roll number taken meanwhile): its message, Retry, or remove it whole. */
export function RefusedImportNotice({
  label,
  message,
  problems,
  removeLabel,
  onRetry,
  onRemove,
}: RefusedImportNoticeProps) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <div className="message-box message-box--error refused-import" role="alert">
      <p className="refused-import__title">
        {t('{label}: not accepted by the server.', { label })} {message && t(message)}
      </p>
      {problems.length > 0 && (
        <ul className="refused-import__errors">
          {problems.slice(0, MAX_SHOWN).map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
          {problems.length > MAX_SHOWN && (
            <li>{t('and {count} more', { count: formatNumber(problems.length - MAX_SHOWN) })}</li>
          )}
        </ul>
      )}
      <div className="refused-import__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => run(onRetry)}
        >
          {t('Retry')}
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={() => run(onRemove)}>
          {removeLabel}
        </button>
      </div>
    </div>
  );
}
