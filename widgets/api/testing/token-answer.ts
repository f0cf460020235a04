/**
 * The server's answer to a sign-in, as the widgets' DOM tests script it: a consumer with tokens
 * valid far into the future (the shape of the `Tokens` answer in the OpenAPI document).
 */
export const TOKEN_ANSWER = {
  success: true,
  token: 'access-1',
  refreshToken: 'refresh-1',
  tokenExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-01-08T00:00:00.000Z',
  user: {
    user_id: 'u1',
    role: 'consumer',
    login_mode: { is_business: false, business_id: null, user_role: 'consumer', eid: null },
  },
};
