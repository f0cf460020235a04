/**
 * The sign-in family as custom elements: one table row per widget (tag, component, attributes
 * → props, callbacks → events), registered by `defineElements()`, and `mount(el, props)` for
 * pages that prefer a function to a tag. Attribute names follow the spec's query parameters
 * (§2: redirect_uri → `redirect-uri`, ecosystem_uri → `ecosystem`, referral_code →
 * `referral-code`, loginMode → `login-mode`).
 */

import { ForgotPassword } from '../auth/forgot-password';
import { Login } from '../auth/login';
import type {
  ForgotPasswordProps,
  LoginProps,
  RegisterBusinessProps,
  SignupProps,
  SocialCompletionProps,
  VerifyMobileProps,
} from '../auth/props';
import { RegisterBusiness } from '../auth/register-business';
import { Signup } from '../auth/signup';
import { SocialCompletion } from '../auth/social-completion';
import { authCss } from '../auth/styles';
import { VerifyMobile } from '../auth/verify-mobile';
import { formCss } from '../kit/form-styles';
import { type AuthHostProps, prepareAuthProps, releaseAuthHost } from './auth-session';
import { defineElementTable, type FamilyOptions } from './define';
import { type AttributeSpec, type ElementTable, type EventRoute, elementSpec } from './element-table';
import type { IspzErrorDetail } from './events';
import { mountEntry, type Unmount } from './mount';
import type { IspzTheme } from './theme';

type Common = 'apiBase' | 'linksBase' | 'ecosystemUri' | 'redirectUri' | 'referralCode';

const COMMON: readonly AttributeSpec<Common>[] = [
  { name: 'api-base', prop: 'apiBase' },
  { name: 'links-base', prop: 'linksBase' },
  { name: 'ecosystem', prop: 'ecosystemUri' },
  { name: 'redirect-uri', prop: 'redirectUri' },
  { name: 'referral-code', prop: 'referralCode' },
];

const COUNTRY = { name: 'country', prop: 'countryIso' } as const;

const ERROR: EventRoute = {
  type: 'ispz:error',
  detail: (message): IspzErrorDetail => ({ message: String(message) }),
};

/** Every sign-in widget reports the same three things. */
const EVENTS = { onLogin: 'ispz:login', onSignup: 'ispz:signup', onError: ERROR } as const;

/** The sign-in family's elements. */
export const AUTH_ELEMENTS: ElementTable = [
  elementSpec<LoginProps, AuthHostProps>({
    tag: 'ispz-login',
    component: Login,
    attributes: [
      ...COMMON,
      { name: 'login-mode', prop: 'loginMode', kind: 'boolean' },
      { name: 'email', prop: 'email' },
      { name: 'action', prop: 'action' },
      { name: 'tape-name', prop: 'tapeName' },
      { name: 'temp-user', prop: 'tempUser', kind: 'boolean' },
    ],
    events: EVENTS,
  }),
  elementSpec<SignupProps, AuthHostProps>({
    tag: 'ispz-signup',
    component: Signup,
    attributes: [...COMMON, COUNTRY],
    events: EVENTS,
  }),
  elementSpec<RegisterBusinessProps, AuthHostProps>({
    tag: 'ispz-register-business',
    component: RegisterBusiness,
    attributes: [...COMMON, COUNTRY, { name: 'variant', prop: 'variant' }],
    events: EVENTS,
  }),
  elementSpec<ForgotPasswordProps, AuthHostProps>({
    tag: 'ispz-forgot-password',
    component: ForgotPassword,
    attributes: [...COMMON, { name: 'variant', prop: 'variant' }],
    events: EVENTS,
  }),
  elementSpec<VerifyMobileProps, AuthHostProps>({
    tag: 'ispz-verify-mobile',
    component: VerifyMobile,
    attributes: [...COMMON, { name: 'mobile', prop: 'mobile' }],
    events: EVENTS,
  }),
  elementSpec<SocialCompletionProps, AuthHostProps>({
    tag: 'ispz-social-completion',
    component: SocialCompletion,
    attributes: [...COMMON, COUNTRY, { name: 'state-key', prop: 'stateKey' }],
    events: EVENTS,
  }),
];

/** The family's shared options: the kit's form styles and the family's own, and a session per element. */
export const AUTH_FAMILY: FamilyOptions = {
  css: `${formCss}\n${authCss}`,
  prepare: prepareAuthProps,
  release: releaseAuthHost,
};

/**
 * Registers `<ispz-login>`, `<ispz-signup>`, … (those not registered yet) and returns the tags
 * it registered. The auth bundle calls it when it loads.
 */
export function defineElements(registry: CustomElementRegistry = customElements): string[] {
  return defineElementTable(AUTH_ELEMENTS, AUTH_FAMILY, registry);
}

/** The sign-in widgets by name, with their props. */
export interface AuthWidgets {
  readonly login: LoginProps;
  readonly signup: SignupProps;
  readonly 'register-business': RegisterBusinessProps;
  readonly 'forgot-password': ForgotPasswordProps;
  readonly 'verify-mobile': VerifyMobileProps;
  readonly 'social-completion': SocialCompletionProps;
}

type WithoutApi<P> = Omit<P, 'api'> & { readonly api?: LoginProps['api'] };

/** `mount`'s props: the widget's name, its props (`api` optional) and the host-only props. */
export type MountProps = {
  [K in keyof AuthWidgets]: { readonly widget: K; readonly theme?: IspzTheme } & WithoutApi<AuthWidgets[K]> &
    AuthHostProps;
}[keyof AuthWidgets];

/**
 * Renders a sign-in widget into `el`'s shadow root without a custom element; callbacks are
 * called and dispatched as `ispz:*` events on `el`. Returns the function that unmounts it.
 *
 * @example
 * const unmount = mount(document.getElementById('login')!, { widget: 'login', apiBase: 'https://platform.example' });
 */
export function mount(el: HTMLElement, props: MountProps): Unmount {
  const { widget, theme, ...rest } = props;
  const entry = AUTH_ELEMENTS.find((row) => row.tag === `ispz-${widget}`);
  if (!entry) throw new Error(`Unknown widget: ${widget}`);
  return mountEntry(el, entry, rest, { ...AUTH_FAMILY, ...(theme ? { theme } : {}) });
}
