import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';

/** A message given as text (a schema's, the server's) shows in the chosen language. */
const shown = (children: ReactNode) => (typeof children === 'string' ? t(children) : children);

/** The red box for a failed action; announced at once. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="message-box message-box--error">
      {shown(children)}
    </div>
  );
}

/** A calm message: a code was sent, a password was changed. */
export function NoticeBox({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="message-box message-box--notice">
      {shown(children)}
    </div>
  );
}
