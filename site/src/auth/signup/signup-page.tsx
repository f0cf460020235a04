/**
 * /signup (spec §2): the sign-up widget with the query the other sign-in pages pass on
 * (redirect_uri, ecosystem_uri, referral_code); the ubargain ecosystem adds the required
 * 'I confirm that I am 18 years or older'. Once signed up the widget goes to the dashboard (or
 * the partner sign-on with redirect_uri).
 */
import { useLocation } from 'react-router';
import type { SignupProps } from '../../../../widgets/auth/props';
import { Signup } from '../../../../widgets/auth/signup';
import { AuthLayout } from '../layout/auth-layout';
import { AuthWidgetHost } from '../layout/auth-widget-host';
import { carriedProps } from '../login-query';

export default function SignupPage() {
  const { search } = useLocation();
  return (
    <AuthLayout page="signup">
      <AuthWidgetHost<SignupProps> widget={Signup} props={carriedProps(search)} />
    </AuthLayout>
  );
}
