import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useOutboxCounts } from '../../data/outbox/use-outbox';
import { useSession } from '../../data/session/session-store';
import type { User } from '../../domain/auth/user';
import { ROLE_LABELS } from '../../domain/roles';
import { t } from '../../i18n/i18n';
import { PendingChangesPanel } from '../../features/sync/pending-changes-panel';
import { SyncStatusButton } from '../../features/sync/sync-status-button';
import { MenuIcon, SettingsIcon } from '../../ui/screen-icons';
import { NotificationBell } from '../../ui/notification-bell';
import { LogoutButton } from './logout-button';
import { SIDE_MENU_ID } from './side-menu';

interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

function displayName(user: User | null): string {
  if (!user) return '';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.name?.trim() || full || user.email;
}

export function AppHeader({ menuOpen, onToggleMenu }: AppHeaderProps) {
  const user = useSession((session) => session.user);
  const role = useSession((session) => session.role);
  const isSuperAdmin = role === 'super_admin';
  const navigate = useNavigate();
  // The bell counts changes needing the person's attention (docs/sync.md, "What the person sees") and
  // opens only those; the sync status opens every pending change.
  const attention = useOutboxCounts().attention;
  const [showAttention, setShowAttention] = useState(false);

  return (
    <header className="app-header">
      <button
        type="button"
        className="button button--ghost button--icon app-header__menu-toggle"
        aria-label={t('Menu')}
        aria-expanded={menuOpen}
        aria-controls={SIDE_MENU_ID}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </button>
      <Link to="/" className="app-header__brand">
        <span className="app-header__logo" aria-hidden="true">
          S
        </span>
        Shala Admin
      </Link>
      <div className="app-header__actions">
        <SyncStatusButton />
        <NotificationBell count={attention} onClick={() => setShowAttention(true)} />
        {isSuperAdmin && (
          <button
            type="button"
            className="button button--ghost button--icon"
            aria-label={t('Settings')}
            title={t('Settings')}
            onClick={() => void navigate('/settings')}
          >
            <SettingsIcon />
          </button>
        )}
        <div className="app-header__user">
          <span className="app-header__user-name">{displayName(user)}</span>
          {role && <span className="app-header__user-role">{t(ROLE_LABELS[role])}</span>}
        </div>
        <LogoutButton />
      </div>
      {showAttention && <PendingChangesPanel attentionOnly onClose={() => setShowAttention(false)} />}
    </header>
  );
}
