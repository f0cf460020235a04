/**
 * /login (spec §2): the login widget with every query parameter — redirect_uri, ecosystem_uri,
 * referral_code, loginMode (the email-OTP form), email, action, tapeName, tempUser — signing in
 * to the site's own session. A visitor who already holds one goes where spec §2 says (the
 * dashboard, /lender-actions for the email-OTP link, /verify-mobile for a tempUser), or, with
 * redirect_uri, straight through the partner sign-on. A `token` in the link is dropped from
 * the address: the platform takes no credential from a URL.
 */
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Login } from '../../../../widgets/auth/login';
import type { LoginProps } from '../../../../widgets/auth/props';
import { useSessionSnapshot, useSite } from '../../app/site-context';
import { rememberEcosystem } from '../ecosystem-memory';
import { AuthLayout } from '../layout/auth-layout';
import { AuthWidgetHost } from '../layout/auth-widget-host';
import { readLoginQuery, signedInDestination, sitePath, withoutToken } from '../login-query';

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { config } = useSite();
  const signedIn = useSessionSnapshot() !== null;
  const query = readLoginQuery(new URLSearchParams(location.search));
  // Decided once, when the page opens: a sign-in made here moves on through the widget itself.
  const [already] = useState(() => (signedIn ? signedInDestination(query) : null));
  const cleaned = withoutToken(location.search);

  useEffect(() => {
    if (cleaned !== null) void navigate({ pathname: location.pathname, search: cleaned }, { replace: true });
  }, [cleaned, location.pathname, navigate]);
  useEffect(() => rememberEcosystem(query.ecosystemUri), [query.ecosystemUri]);

  if (already) return <Navigate to={sitePath(already, config.build)} replace />;
  return (
    <AuthLayout page="login">
      <AuthWidgetHost<LoginProps> widget={Login} props={{ ...query, signedIn }} />
    </AuthLayout>
  );
}
