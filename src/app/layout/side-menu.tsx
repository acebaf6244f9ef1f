import { NavLink } from 'react-router-dom';
import { useSession } from '../../data/session/session-store';
import { menuFor } from './menu-items';

export const SIDE_MENU_ID = 'side-menu';

export function SideMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const role = useSession((session) => session.role);
  const schoolId = useSession((session) => session.schoolId);
  const items = menuFor(role, schoolId);
  return (
    <nav
      id={SIDE_MENU_ID}
      aria-label="Main menu"
      className={open ? 'side-menu side-menu--open' : 'side-menu'}
    >
      {items === null ? (
        <p className="side-menu__loading">Loading...</p>
      ) : (
        <ul className="side-menu__list">
          {items.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} className="side-menu__link" onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
