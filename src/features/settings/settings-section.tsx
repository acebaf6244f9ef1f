import type { ReactNode } from 'react';

/** One titled group of the Settings page (Notifications, Security, Appearance). */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
