import type { z } from '@hono/zod-openapi';
import type { EcosystemProfile } from '../../../core/accounts/ecosystems/ecosystem';
import type { AccessClaims, LoginMode } from '../../../core/auth/login-mode';
import type { OtpSent } from '../../../core/auth/otp-flow';
import type { ResolvedTenant } from '../../../core/auth/public-lookups';
import type { AuthTokens } from '../../../core/auth/session';
import type { LoginModeSchema, OtpSentSchema, SessionUserSchema, TokensSchema } from './responses';

/**
 * The domain's auth values under the spec's names (§3, §7). Each builder is typed by the
 * documented schema it answers with.
 */

/** spec §3 `login_mode`. */
export function loginModeDto(mode: LoginMode): z.input<typeof LoginModeSchema> {
  return {
    is_business: mode.isBusiness,
    business_id: mode.businessId,
    user_role: mode.userRole,
    eid: mode.ecosystemId,
  };
}

/** spec §3 session token contents: who the tokens are for, in which context. */
export function sessionUserDto(claims: AccessClaims): z.input<typeof SessionUserSchema> {
  return { user_id: claims.userId, role: claims.role, login_mode: loginModeDto(claims.loginMode) };
}

/** The body of every answer that hands out tokens (the anti-forgery token goes in a header). */
export function tokensDto(tokens: AuthTokens, message?: string): z.input<typeof TokensSchema> {
  return {
    success: true,
    ...(message === undefined ? {} : { message }),
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenExpiresAt: tokens.accessExpiresAt,
    refreshTokenExpiresAt: tokens.refreshExpiresAt,
    user: sessionUserDto(tokens.session),
  };
}

/** spec §8 'OTP sent successfully'. */
export function otpSentDto(sent: OtpSent): z.input<typeof OtpSentSchema> {
  return { success: true, message: sent.message, expiresAt: sent.expiresAt };
}

/** spec §3 Ecosystem: _id, profile_pic, banner_pic[], ecosystem_name, ecosystem_uri, ecosystem_url. */
export function ecosystemDto(profile: EcosystemProfile) {
  return {
    success: true as const,
    _id: profile.id,
    profile_pic: profile.profilePic,
    banner_pic: [...profile.bannerPics],
    ecosystem_name: profile.name,
    ecosystem_uri: profile.uri,
    ecosystem_url: profile.url,
  };
}

/** spec §3 Tenant config: theme, branding (logo, colors, title), features, landingPage. */
export function tenantDto(tenant: ResolvedTenant) {
  return {
    success: true as const,
    tenant_id: tenant.tenantId,
    name: tenant.name,
    theme: tenant.config.theme,
    branding: tenant.config.branding,
    features: tenant.config.features,
    landingPage: tenant.config.landingPage,
  };
}
