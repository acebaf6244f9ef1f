import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { changeSettings } from '../../data/settings/settings-store';
import { useSession } from '../../data/session/session-store';
import { t } from '../../i18n/i18n';
import { LanguageSelect } from '../../ui/language-select';
import { menuFor } from './menu-items';

export const SIDE_MENU_ID = 'side-menu';

export function SideMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const role = useSession((session) => session.role);
  const schoolId = useSession((session) => session.schoolId);
  const items = menuFor(role, schoolId);
  const nav = useRef<HTMLElement>(null);
  // The slide-in menu (under 900 px) takes the focus when opened and gives it back to its button when
  // closed with the focus inside (Escape, or a link followed).
  useEffect(() => {
    if (!open) return;
    const menu = nav.current;
    menu?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      if (menu?.contains(document.activeElement))
        document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();
    };
  }, [open]);
  return (
    <nav
      ref={nav}
      id={SIDE_MENU_ID}
      aria-label={t('Main menu')}
      className={open ? 'side-menu side-menu--open' : 'side-menu'}
    >
      {items === null ? (
        <p className="side-menu__loading">{t('Loading...')}</p>
      ) : (
        <>
          <ul className="side-menu__list">
            {items.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} className="side-menu__link" onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* Here too, not only in Settings: a school administrator has no Settings screen. */}
          <div className="side-menu__language">
            <LanguageSelect onChoose={(language) => void changeSettings({ language })} />
          </div>
        </>
      )}
    </nav>
  );
}
