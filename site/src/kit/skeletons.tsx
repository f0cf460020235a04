/**
 * Loading skeletons (spec §2): the dashboard's (menu, top bar, cards) on dashboard paths, a
 * generic page's elsewhere. Shapes only, announced once as busy to assistive technology.
 */
import { KIT_TEXT_SITE } from './site-text';

function Bar(props: { readonly width: string; readonly height?: number }) {
  return <span className="site-skeleton__bar" style={{ width: props.width, height: props.height ?? 14 }} />;
}

export function DashboardSkeleton() {
  return (
    <div
      className="site-skeleton site-skeleton--dashboard"
      role="status"
      aria-busy="true"
      aria-label={KIT_TEXT_SITE.loading}
    >
      <div className="site-skeleton__menu">
        {['70%', '55%', '62%', '48%', '66%'].map((w) => (
          <Bar key={w} width={w} />
        ))}
      </div>
      <div className="site-skeleton__body">
        <Bar width="40%" height={28} />
        <div className="site-skeleton__cards">
          <span className="site-skeleton__card" />
          <span className="site-skeleton__card" />
          <span className="site-skeleton__card" />
        </div>
        <span className="site-skeleton__table" />
      </div>
    </div>
  );
}

export function GenericSkeleton() {
  return (
    <div className="site-skeleton" role="status" aria-busy="true" aria-label={KIT_TEXT_SITE.loading}>
      <span className="site-skeleton__nav" />
      <div className="site-column site-skeleton__page">
        <Bar width="55%" height={36} />
        <Bar width="80%" />
        <Bar width="72%" />
        <Bar width="64%" />
      </div>
    </div>
  );
}

/** The skeleton for the path being loaded. */
export function RouteSkeleton() {
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;
  return path === '/dashboard' || path.startsWith('/dashboard/') ? (
    <DashboardSkeleton />
  ) : (
    <GenericSkeleton />
  );
}
