import type { ReactNode } from 'react';

/** The red box for a failed action; announced at once. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="message-box message-box--error">
      {children}
    </div>
  );
}

/** A calm message: a code was sent, a password was changed. */
export function NoticeBox({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="message-box message-box--notice">
      {children}
    </div>
  );
}
