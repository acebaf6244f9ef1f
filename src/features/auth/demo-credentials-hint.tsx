const DEMO_ACCOUNTS = [
  { role: 'Super administrator', email: 'admin@shala.demo', password: 'Shala@2026' },
  { role: 'School administrator', email: 'school@shala.demo', password: 'Shala@2026' },
] as const;

/** A deployment without the demo data can hide this with VITE_DEMO_HINT=false. */
export function DemoCredentialsHint() {
  if (import.meta.env.VITE_DEMO_HINT === 'false') return null;
  return (
    <aside className="demo-hint" aria-label="Demo credentials">
      <p className="demo-hint__title">Demo credentials</p>
      <ul className="demo-hint__list">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <span className="demo-hint__role">{account.role}:</span> <code>{account.email}</code> /{' '}
            <code>{account.password}</code>
          </li>
        ))}
      </ul>
    </aside>
  );
}
