/**
 * /dashboard/business (spec §2 menu route, §3–§8): in the personal context, registering a
 * business and switching into one's businesses; with a business in the session's context, its
 * details, members, invitations and each member's read-only pages. Who may do what is the
 * server's (only the business admin changes a business, spec §6), and on a page the route
 * configuration marks read-only every action is disabled (a business user's default).
 */
import { Link, useLocation } from 'react-router';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { useReadOnly } from '../shell/use-dashboard-data';
import { BusinessDetailsSection } from './business-details-section';
import { BUSINESS_TEXT as T } from './business-text';
import { businessAbilities, businessInContext } from './business-view';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { RegisterBusinessSection } from './register-business-section';
import { useBusiness } from './use-business-data';
import '../shell/dashboard-pages.css';
import './business.css';

export default function BusinessPage() {
  const { pathname } = useLocation();
  const readOnly = useReadOnly(pathname);
  const user = useSessionSnapshot()?.user ?? null;
  const businessId = businessInContext(user?.login_mode);
  return (
    <div className="dash-page biz-page">
      {businessId ? (
        <BusinessInContext
          key={businessId}
          businessId={businessId}
          callerId={user?.user_id ?? null}
          readOnly={readOnly}
        />
      ) : (
        <>
          <PageMeta title={T.title} description={T.description} />
          <h1>{T.title}</h1>
          {user ? <RegisterBusinessSection userId={user.user_id} readOnly={readOnly} /> : null}
        </>
      )}
    </div>
  );
}

function BusinessInContext(props: {
  readonly businessId: string;
  readonly callerId: string | null;
  readonly readOnly: boolean;
}) {
  const business = useBusiness(props.businessId);
  const details = business.data;
  const can = businessAbilities(details?.role, props.readOnly);
  return (
    <>
      <PageMeta title={details?.business_name ?? T.title} description={T.description} />
      <h1>{details?.business_name ?? T.title}</h1>
      {details ? (
        <>
          <p className="dash-page__lead">
            {details.business_type} · {details.business_master_category}
          </p>
          {can.reason ? (
            <p className="biz-notice" role="note">
              {can.reason === 'read-only' ? T.readOnlyPage : T.adminsOnly}
            </p>
          ) : null}
          <BusinessDetailsSection key={details._id} business={details} canEdit={can.edit} />
          <MembersSection businessId={props.businessId} callerId={props.callerId} canManage={can.manage} />
          <InvitationsSection businessId={props.businessId} canManage={can.manage} />
          <section className="biz-card" aria-labelledby="biz-contracts">
            <h2 id="biz-contracts">{T.contracts}</h2>
            <p className="biz-card__lead">{T.contractsLead}</p>
            <Link className="ispz-button ispz-button--secondary" to="/dashboard/business/contracts">
              {T.openContracts}
            </Link>
          </section>
        </>
      ) : (
        <p>{business.isPending ? T.loading : T.failed}</p>
      )}
    </>
  );
}
