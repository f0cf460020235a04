/**
 * The sign-in family (spec §2 public/auth screens): six React widgets over one frame, the
 * port of the calls they make with its implementation over the API client, the post-login
 * destination rule, and the family's CSS. `widgets/elements` wraps each in a custom element;
 * `site/` renders them on its auth pages.
 */

export {
  type LoginDestination,
  type LoginQuery,
  loginDestination,
} from '../../core/auth/login-destination';
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
export { authApiFromClient } from './auth-api-client';
export { ForgotPassword } from './forgot-password';
export { Login } from './login';
export type {
  AuthWidgetProps,
  ForgotPasswordProps,
  LoginProps,
  RegisterBusinessProps,
  SignupProps,
  SocialCompletionProps,
  VerifyMobileProps,
} from './props';
export { RegisterBusiness } from './register-business';
export {
  AUTH_PATHS,
  type AuthLinks,
  type AuthRoute,
  type AuthScreen,
  carriedQuery,
  routeHref,
} from './routes';
export { Signup } from './signup';
export { SocialCompletion } from './social-completion';
export { authCss } from './styles';
export { VerifyMobile } from './verify-mobile';
export { visitorCountry } from './visitor-country';
