import { t } from '../../i18n/i18n';

const DEMO_ACCOUNTS = [
  { role: () => t('Super administrator'), email: 'admin@shala.demo', password: 'Shala@2026' },
  { role: () => t('School administrator'), email: 'school@shala.demo', password: 'Shala@2026' },
] as const;

/** A deployment without the demo data can hide this with VITE_DEMO_HINT=false. */
export function DemoCredentialsHint() {
  if (import.meta.env.VITE_DEMO_HINT === 'false') return null;
  return (
    <aside className="demo-hint" aria-label={t('Demo credentials')}>
      <p className="demo-hint__title">{t('Demo credentials')}</p>
      <ul className="demo-hint__list">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <span className="demo-hint__role">{account.role()}:</span> <code>{account.email}</code> /{' '}
            <code>{account.password}</code>
          </li>
        ))}
      </ul>
    </aside>
  );
}
