import { Fragment } from 'react';

/** The pieces of an address, each ending just after an '@' or a '.': where a line may break. */
export function emailParts(email: string): string[] {
  return email.match(/[^@.]*(?:[@.]+|$)/g)?.filter(Boolean) ?? [];
}

/**
 * An e-mail address that wraps after '@' or '.' when its column is narrow, never in the middle of a
 * name: a narrow table then stays inside the screen instead of scrolling sideways.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = emailParts(email);
  return (
    <span className={className ? `email-text ${className}` : 'email-text'}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
