/**
 * A sign-in widget on a site page: inside a shadow root with the kit's and the family's styles
 * (exactly as a partner page embeds it), talking to the platform through the site's own session
 * and client (cookie transport, so a sign-in here is the site's sign-in), with its links and
 * post-login destinations turned into the site's navigation.
 */
import { type ComponentType, useMemo } from 'react';
import type { AuthApi, AuthWidgetProps } from '../../../../widgets/auth';
import { authApiFromClient } from '../../../../widgets/auth/auth-api-client';
import { authCss } from '../../../../widgets/auth/styles';
import { ShadowHost } from '../../../../widgets/elements/shadow-host';
import { kitCss } from '../../../../widgets/kit/styles';
import { useSite } from '../../app/site-context';
import { useAuthLinks } from './use-auth-links';

const CSS = `${kitCss}\n${authCss}`;

/** The site's `AuthApi`, made once per session. */
export function useAuthApi(): AuthApi {
  const { api, session } = useSite();
  return useMemo(() => authApiFromClient(api, session), [api, session]);
}

/** Props of {@link AuthWidgetHost}: the widget and its own props (api and links are given). */
export interface AuthWidgetHostProps<P extends AuthWidgetProps> {
  readonly widget: ComponentType<P>;
  readonly props: Omit<P, 'api' | 'links'>;
}

/** @example <AuthWidgetHost widget={Signup} props={{ referralCode }} /> */
export function AuthWidgetHost<P extends AuthWidgetProps>({ widget: Widget, props }: AuthWidgetHostProps<P>) {
  const api = useAuthApi();
  const links = useAuthLinks();
  const all = { ...props, api, links } as unknown as P;
  return (
    <ShadowHost css={CSS} className="auth-page__widget">
      <Widget {...all} />
    </ShadowHost>
  );
}
