import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import '../styles/badges.css';

/** Green for good, amber for a warning, red for bad, blue for nothing known yet. */
export type BadgeTone = 'active' | 'warning' | 'inactive' | 'neutral';

/** A small coloured label of a record's state. */
export function ToneBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`schools-badge schools-badge--${tone}`}>{children}</span>;
}

/** The Active / Inactive badge of a school, a student or a teacher. */
export function StatusBadge({ active }: { active: boolean }) {
  return <ToneBadge tone={active ? 'active' : 'inactive'}>{active ? t('Active') : t('Inactive')}</ToneBadge>;
}
