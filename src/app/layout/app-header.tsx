import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { logout } from '../../data/session/session-actions';
import { useSession } from '../../data/session/session-store';
import type { User } from '../../domain/auth/user';
import { LogoutIcon, MenuIcon, SettingsIcon } from '../../ui/icons';
import { NotificationBell } from '../../ui/notification-bell';
import { SIDE_MENU_ID } from './side-menu';

interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** Changes needing attention (DESIGN.md §4.5); 0 shows no badge. */
  attentionCount: number;
}

function displayName(user: User | null): string {
  if (!user) return '';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.name?.trim() || full || user.email;
}

export function AppHeader({ menuOpen, onToggleMenu, attentionCount }: AppHeaderProps) {
  const user = useSession((session) => session.user);
  const isSuperAdmin = useSession((session) => session.role === 'super_admin');
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await logout();
    await navigate('/login', { replace: true });
  };

  return (
    <header className="app-header">
      <button
        type="button"
        className="button button--ghost button--icon app-header__menu-toggle"
        aria-label="Menu"
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
        <NotificationBell count={attentionCount} />
        {isSuperAdmin && (
          <button
            type="button"
            className="button button--ghost button--icon"
            aria-label="Settings"
            title="Settings"
            onClick={() => void navigate('/settings')}
          >
            <SettingsIcon />
          </button>
        )}
        <div className="app-header__user">
          <span className="app-header__user-name">{displayName(user)}</span>
          <span className="app-header__user-role">Administrator</span>
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={leaving}
          onClick={() => void signOut()}
        >
          <LogoutIcon />
          <span className="app-header__logout-text">Logout</span>
        </button>
      </div>
    </header>
  );
}
