/**
 * /registerbusiness (spec §2): the standard registration, or — when the page names a partner
 * ecosystem (ecosystem_uri) — the partner variant titled 'Create Your Account' with its
 * personal/business toggle (default personal). redirect_uri and referral_code are read; once
 * registered with no redirect pending the widget goes to the dashboard; its link to /login
 * keeps redirect_uri.
 */
import { useLocation } from 'react-router';
import type { RegisterBusinessProps } from '../../../../widgets/auth/props';
import { RegisterBusiness } from '../../../../widgets/auth/register-business';
import { AuthLayout } from '../layout/auth-layout';
import { AuthWidgetHost } from '../layout/auth-widget-host';
import { carriedProps } from '../login-query';

export default function RegisterBusinessPage() {
  const { search } = useLocation();
  const props = carriedProps(search);
  const partner = Boolean(props.ecosystemUri);
  return (
    <AuthLayout page={partner ? 'registerPartner' : 'registerBusiness'}>
      <AuthWidgetHost<RegisterBusinessProps>
        widget={RegisterBusiness}
        props={{ ...props, variant: partner ? 'partner' : 'standard' }}
      />
    </AuthLayout>
  );
}
