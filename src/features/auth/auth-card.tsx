import type { ReactNode } from 'react';

/** The centred card of the pages seen before the console: sign-in, code, reset, waiting for access. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="auth">
      <div className="auth__card">
        <p className="auth__brand">
          <span className="auth__logo" aria-hidden="true">
            S
          </span>
          Shala Admin
        </p>
        <h1 className="auth__title">{title}</h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}
