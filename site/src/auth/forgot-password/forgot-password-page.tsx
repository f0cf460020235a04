/**
 * /forgot-password (spec §2): the mobile variant ('Generate OTP' then 'Submit'), or the email
 * variant ('Send Code' then 'Reset Password') when redirect_uri names the partner — the widget
 * decides from redirect_uri. Success goes back to /login keeping redirect_uri.
 */
import { useLocation } from 'react-router';
import { ForgotPassword } from '../../../../widgets/auth/forgot-password';
import type { ForgotPasswordProps } from '../../../../widgets/auth/props';
import { AuthLayout } from '../layout/auth-layout';
import { AuthWidgetHost } from '../layout/auth-widget-host';
import { carriedProps } from '../login-query';

export default function ForgotPasswordPage() {
  const { search } = useLocation();
  return (
    <AuthLayout page="forgotPassword">
      <AuthWidgetHost<ForgotPasswordProps> widget={ForgotPassword} props={carriedProps(search)} />
    </AuthLayout>
  );
}
