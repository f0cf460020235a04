/**
 * The dashboard's welcome page: the person's name (spec §6 navbar name) and a card for each
 * area their route configuration opens, in the menu's order, each leading to the area.
 */
import { Link } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { AREA_TEXT, DASHBOARD_TEXT as T } from '../content/dashboard-text';
import { AreaGlyph } from '../shell/area-glyph';
import { useDashboardMenu, usePersonName } from '../shell/use-dashboard-data';
import '../shell/dashboard-pages.css';

/** /dashboard */
export default function DashboardHomePage() {
  const name = usePersonName();
  const menu = useDashboardMenu();
  return (
    <div className="dash-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.welcome(name)}</h1>
      <p className="dash-page__lead">{T.intro}</p>
      <h2 className="dash-page__heading">{T.areasHeading}</h2>
      {menu.status === 'error' ? <p>{T.menuFailed}</p> : null}
      <ul className="dash-cards" aria-busy={menu.status === 'pending'}>
        {menu.links.map((link) => (
          <li key={link.path}>
            <Link className="dash-card" to={link.path}>
              <AreaGlyph path={link.path} />
              <span className="dash-card__title">{link.label}</span>
              {AREA_TEXT[link.path] ? <span className="dash-card__text">{AREA_TEXT[link.path]}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
