/**
 * The sign-in family (spec §2 public/auth screens): six React widgets over one form shell, the
 * port of the calls they make, and the post-login destination rule. `widgets/elements` wraps
 * each in a custom element; `site/` renders them on its auth pages.
 */
export type {
  AuthAnswer,
  AuthApi,
  AuthSessionInfo,
  AuthUser,
  Contact,
  EcosystemProfile,
  OtpPurpose,
  OtpSent,
} from './auth-api';
export type {
  AuthWidgetProps,
  ForgotPasswordProps,
  LoginProps,
  RegisterBusinessProps,
  SignupProps,
  SocialCompletionProps,
  VerifyMobileProps,
} from './props';
export {
  AUTH_PATHS,
  type AuthLinks,
  type AuthRoute,
  type AuthScreen,
  carriedQuery,
  routeHref,
} from './routes';
