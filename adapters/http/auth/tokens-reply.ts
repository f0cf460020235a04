/**
 * How the auth routes hand out tokens: the body under the spec's names, the anti-forgery token
 * in a header, the refresh token in a cookie when the client asked for cookie transport. Every
 * other answer goes through the routes' kit (../kit/reply.ts).
 */
import type { Context } from 'hono';
import type { AuthTokens } from '../../../core/auth/session';
import type { DomainError } from '../../../core/errors/domain-error';
import type { Result } from '../../../core/errors/result';
import { answer } from '../kit/reply';
import { sendXsrfToken } from '../session';
import { setRefreshCookie, wantsCookie } from './cookie-transport';
import { tokensDto } from './dto';

/**
 * Answers tokens: the body under the spec's names, the anti-forgery token in `X-XSRF-TOKEN`,
 * and `Cache-Control: no-store` so no cache between the server and the client keeps them. In
 * cookie transport (./cookie-transport.ts) the refresh token goes into the HttpOnly cookie and
 * is left out of the body.
 */
export function tokensReply(c: Context, tokens: AuthTokens, status: 200 | 201 = 200, message?: string) {
  sendXsrfToken(c, tokens.xsrfToken);
  c.header('Cache-Control', 'no-store');
  const body = tokensDto(tokens, message);
  if (!wantsCookie(c)) return c.json(body, status);
  setRefreshCookie(c, tokens.refreshToken, tokens.refreshExpiresAt);
  const { refreshToken: _inCookie, ...withoutRefresh } = body;
  return c.json(withoutRefresh, status);
}

/** Answers tokens, or the refusal. */
export function answerTokens(c: Context, result: Result<AuthTokens, DomainError>, status: 200 | 201 = 200) {
  return answer(c, result, (tokens) => tokensReply(c, tokens, status));
}
