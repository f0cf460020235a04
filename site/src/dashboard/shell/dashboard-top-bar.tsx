/**
 * The dashboard's top bar: the Menu button (under 800 px), the brand (the tenant's logo on a
 * mapped host, else ours) leading home, the context switcher, and the person's name (a
 * placeholder bar while it loads) with the avatar menu — Manage Your Profile, My Rewards and
 * Logout, as the site's navbar offers them (spec §2). A failed call of the shell (profile,
 * business, contexts) is told once in a toast with spec §8's words.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Menu } from '../../../../widgets/kit/menu';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import { Avatar, BrandLogo, MenuGlyph } from '../../chrome/brand-logo';
import { initialsOf } from '../../chrome/chrome-links';
import { useLogout } from '../../chrome/use-account';
import { DASHBOARD_TEXT as T } from '../content/dashboard-text';
import { ContextSwitcher } from './context-switcher';
import {
  endedSession,
  shellErrorText,
  useBusinessQuery,
  useContexts,
  usePersonName,
  useProfileQuery,
} from './use-dashboard-data';

/** Toasts the §8 text of a failed call of the shell, once per failure. */
function useFailureToast(query: { status: string; error: unknown; errorUpdatedAt: number }): void {
  const toast = useToast();
  const failedAt = query.status === 'error' && !endedSession(query.error) ? query.errorUpdatedAt : 0;
  const text = query.status === 'error' ? shellErrorText(query.error) : '';
  useEffect(() => {
    if (failedAt) toast.show(text, 'error');
  }, [failedAt, text, toast]);
}

function useShellFailureToasts(): void {
  useFailureToast(useProfileQuery());
  useFailureToast(useBusinessQuery());
  useFailureToast(useContexts());
}

export interface DashboardTopBarProps {
  readonly menuId: string;
  readonly menuOpen: boolean;
  readonly onToggleMenu: () => void;
}

/** The top bar as the page's banner. */
export function DashboardTopBar(props: DashboardTopBarProps) {
  const { tenant } = useSite();
  const name = usePersonName();
  useShellFailureToasts();
  const navigate = useNavigate();
  const logout = useLogout();
  const title = tenant.tenant_id ? tenant.branding.title || tenant.name || '' : '';
  return (
    <header className="dash-top">
      <button
        type="button"
        className="dash-top__menu-button"
        aria-expanded={props.menuOpen}
        aria-controls={props.menuId}
        onClick={props.onToggleMenu}
      >
        <MenuGlyph />
        <span>{T.menuButton}</span>
      </button>
      <Link className="dash-top__brand" to="/" aria-label={title ? `${title} home` : T.home}>
        {title ? (
          <span className="dash-top__tenant">
            <img src={tenant.branding.logo} alt="" width={32} height={32} />
            <span aria-hidden="true">{title}</span>
          </span>
        ) : (
          <BrandLogo />
        )}
      </Link>
      <div className="dash-top__account">
        <ContextSwitcher personName={name} />
        <span className="dash-top__name" data-testid="dashboard-person-name">
          {name || <span className="dash-skeleton dash-skeleton--name" aria-hidden="true" />}
        </span>
        <Menu
          label={T.accountMenu(name)}
          trigger={
            <button type="button" className="dash-top__avatar" aria-label={T.accountMenu(name)}>
              <Avatar initials={initialsOf(name)} />
            </button>
          }
          items={[
            { id: 'profile', label: T.manageProfile, onSelect: () => navigate('/dashboard') },
            { id: 'rewards', label: T.myRewards, onSelect: () => navigate('/dashboard/wallet/rewards') },
            { id: 'logout', label: T.logout, onSelect: () => void logout(), danger: true },
          ]}
        />
      </div>
    </header>
  );
}
