/**
 * The social-media completion screen (spec §2; the spec shows no path, ours is
 * /complete-registration): 'Please enter your mobile number to complete registration'. It needs
 * the key the social sign-in left in the route state (`navigate('/complete-registration',
 * { state: { key } })`); without one the visitor goes to /login. A visitor already signed in,
 * with no redirect pending, goes to the dashboard.
 */
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SocialCompletionProps } from '../../../../widgets/auth/props';
import { SocialCompletion } from '../../../../widgets/auth/social-completion';
import { useSessionSnapshot } from '../../app/site-context';
import { AuthLayout } from '../layout/auth-layout';
import { AuthWidgetHost } from '../layout/auth-widget-host';
import { carriedProps, routeStateKey } from '../login-query';

export default function CompleteRegistrationPage() {
  const location = useLocation();
  const signedIn = useSessionSnapshot() !== null;
  const props = carriedProps(location.search);
  const [already] = useState(() => signedIn && !props.redirectUri);
  const stateKey = routeStateKey(location.state);
  if (already) return <Navigate to="/dashboard" replace />;
  if (!stateKey) return <Navigate to="/login" replace />;
  return (
    <AuthLayout page="completeRegistration">
      <AuthWidgetHost<SocialCompletionProps> widget={SocialCompletion} props={{ ...props, stateKey }} />
    </AuthLayout>
  );
}
