/**
 * The dashboard's left menu (spec §2 "Menu routes"): the welcome page, then the entries of the
 * person's route configuration in its order, the current one marked for assistive technology.
 * Under 800 px it is folded and the top bar's Menu button opens it. While the configuration
 * loads it shows placeholder rows; when its call fails, the spec §8 text of the failure.
 */
import { Link, useLocation } from 'react-router';
import { DASHBOARD_TEXT as T } from '../content/dashboard-text';
import { activeLink } from '../dashboard-paths';
import { useDashboardMenu } from './use-dashboard-data';

/** Placeholder rows while the route configuration loads (a menu is five to nine links). */
const SKELETON_ROWS = [1, 2, 3, 4, 5, 6];

export interface DashboardMenuProps {
  readonly id: string;
  /** Open under 800 px (always shown above). */
  readonly open: boolean;
  /** Escape inside the open menu folds it again. */
  readonly onClose: () => void;
}

/** The menu as a navigation landmark. */
export function DashboardMenu({ id, open, onClose }: DashboardMenuProps) {
  const { pathname } = useLocation();
  const menu = useDashboardMenu();
  const active = activeLink(menu.links, pathname);
  const home = pathname.replace(/\/+$/, '').toLowerCase() === '/dashboard';
  return (
    <nav
      id={id}
      className={open ? 'dash-menu dash-menu--open' : 'dash-menu'}
      aria-label={T.menuLabel}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') onClose();
      }}
    >
      <ul className="dash-menu__list">
        <li>
          <Link className="dash-menu__link" to="/dashboard" aria-current={home ? 'page' : undefined}>
            {T.dashboardLink}
          </Link>
        </li>
        {menu.links.map((link) => (
          <li key={link.path}>
            <Link
              className="dash-menu__link"
              to={link.path}
              aria-current={active?.path === link.path ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {menu.status === 'pending' ? (
        <div className="dash-menu__skeleton" role="status">
          <span className="dash-visually-hidden">{T.menuLoading}</span>
          {SKELETON_ROWS.map((row) => (
            <span key={row} className="dash-skeleton dash-skeleton--link" aria-hidden="true" />
          ))}
        </div>
      ) : null}
      {menu.status === 'error' ? (
        <div className="dash-menu__note" role="alert">
          <p>{menu.errorText}</p>
          <p>{T.menuFailed}</p>
        </div>
      ) : null}
    </nav>
  );
}
