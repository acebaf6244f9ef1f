import type { ReactNode } from 'react';
import { chooseLanguage } from '../../i18n/language';
import { LanguageSelect } from '../../ui/language-select';

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
        <div className="auth__language">
          <LanguageSelect onChoose={(language) => void chooseLanguage(language, { unsent: true })} />
        </div>
      </div>
    </main>
  );
}
