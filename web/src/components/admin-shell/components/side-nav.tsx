// The back office's side navigation. On a phone it folds behind a "Menu" button (aria-expanded) and closes again
// when a screen is chosen; from tablet width up it is always shown beside the screen.
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { ADMIN_NAV } from '../nav-items';

export function SideNav() {
  const listId = useId();
  const { pathname } = useLocation();
  const session = useSession();
  const items = ADMIN_NAV.filter((item) => !item.adminOnly || session.role === 'admin');
  // Open for the page it was opened on: choosing a screen changes the path, which closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = items.find((item) => pathname === item.href || (!item.end && pathname.startsWith(`${item.href}/`)));
  return (
    <nav className="admin-nav" aria-label="Back office">
      <button
        type="button"
        className="admin-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="admin-nav__toggle-label">Admin menu</span>
        <span className="admin-nav__current">{current?.label ?? 'Back office'}</span>
        <span className="admin-nav__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className={open ? 'admin-nav__list admin-nav__list--open' : 'admin-nav__list'}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              end={item.end}
              className={({ isActive }) => (isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
