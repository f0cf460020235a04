/**
 * /dashboard/profile (spec §2 menu routes; §3 profile_details.user, address_id; §7 GET /users/me,
 * PUT /users, /users/address): the person's names, contact details (changed or verified with a
 * code), addresses, referral code and the invitations to join a business they received. On a
 * page the route configuration marks read-only every action is disabled (spec §6).
 */
import { useLocation } from 'react-router';
import { PageMeta } from '../../kit/page-meta';
import { useDashboardMenu, useReadOnly } from '../shell/use-dashboard-data';
import { AddressesSection } from './addresses-section';
import { ContactSection } from './contact-section';
import { InvitationsSection } from './invitations-section';
import { NameSection } from './name-section';
import { PROFILE_TEXT as T } from './profile-text';
import { ReferralSection } from './referral-section';
import { useProfile } from './use-profile-data';
import '../shell/dashboard-pages.css';
import './profile-page.css';

/** /dashboard/profile */
export default function ProfilePage() {
  const { pathname } = useLocation();
  const readOnly = useReadOnly(pathname);
  // Until the route configuration is known every action waits disabled; the notice only says so once it is.
  const configured = useDashboardMenu().status === 'success';
  const profile = useProfile();
  const user = profile.data;
  return (
    <div className="dash-page profile-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      {readOnly && configured ? (
        <p className="profile-page__notice" role="note">
          {T.readOnly}
        </p>
      ) : null}
      {profile.isPending ? <p aria-busy="true">{T.loading}</p> : null}
      {profile.isError || (profile.isSuccess && !user) ? <p role="alert">{T.loadFailed}</p> : null}
      {user ? (
        <div className="profile-page__grid">
          {/* keyed by the stored names, so a new profile answer refills the form */}
          <NameSection key={`${user.firstname} ${user.lastname}`} profile={user} readOnly={readOnly} />
          <ContactSection profile={user} readOnly={readOnly} />
          <AddressesSection readOnly={readOnly} />
          <ReferralSection />
          <InvitationsSection readOnly={readOnly} />
        </div>
      ) : null}
    </div>
  );
}
