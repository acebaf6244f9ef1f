import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { BudgetWarningBanner } from '../../features/settings/data-pack/budget-warning-banner';
import { t } from '../../i18n/i18n';
import { AppHeader } from './app-header';
import { SessionExpiredBanner } from './session-expired-banner';
import { SideMenu } from './side-menu';
import '../../styles/signed-in.css';

/** The signed-in layout: header, side menu (off-canvas under 900 px) and the current screen. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const loading = useNavigation().state === 'loading';
  const closeMenu = () => setMenuOpen(false);
  return (
    <div className="app-shell" onKeyDown={(event) => event.key === 'Escape' && closeMenu()}>
      <a href="#main" className="skip-link">
        {t('Skip to content')}
      </a>
      <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      {loading && <div className="progress-bar" aria-hidden="true" />}
      <div className="app-body">
        <SideMenu open={menuOpen} onNavigate={closeMenu} />
        {menuOpen && <div className="side-menu__backdrop" aria-hidden="true" onClick={closeMenu} />}
        <main id="main" className="app-main" tabIndex={-1}>
          <SessionExpiredBanner />
          <BudgetWarningBanner />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
