/**
 * /verify-mobile (spec §2): where a tempUser lands after login — the mobile number, a
 * one-time code, then on like a login (the dashboard, or the partner sign-on with redirect_uri).
 */
import { useLocation } from 'react-router';
import type { VerifyMobileProps } from '../../../../widgets/auth/props';
import { VerifyMobile } from '../../../../widgets/auth/verify-mobile';
import { AuthLayout } from '../layout/auth-layout';
import { AuthWidgetHost } from '../layout/auth-widget-host';
import { carriedProps } from '../login-query';

export default function VerifyMobilePage() {
  const { search } = useLocation();
  return (
    <AuthLayout page="verifyMobile">
      <AuthWidgetHost<VerifyMobileProps> widget={VerifyMobile} props={carriedProps(search)} />
    </AuthLayout>
  );
}
