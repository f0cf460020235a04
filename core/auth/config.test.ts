import { describe, expect, it } from 'vitest';
import { authConfig, DEFAULT_AUTH_CONFIG } from './config';

describe('auth configuration', () => {
  it('defaults to the required lifetimes and limits', () => {
    expect(DEFAULT_AUTH_CONFIG).toMatchObject({
      accessTokenSeconds: 900,
      ssoCodeSeconds: 60,
      otp: {
        length: 5,
        ttlSeconds: 600,
        maxWrongTries: 5,
        sendLimits: [
          { windowSeconds: 60, max: 3 },
          { windowSeconds: 3600, max: 10 },
        ],
      },
      otpThrottle: { freeFailures: 10, maxDelaySeconds: 900, windowSeconds: 86_400 },
      passwordThrottle: { freeFailures: 10, maxDelaySeconds: 900, windowSeconds: 86_400 },
    });
  });

  it('refuses settings that would weaken the requirements', () => {
    expect(() => authConfig({ otp: { ttlSeconds: 601 } })).toThrow();
    expect(() => authConfig({ otp: { maxWrongTries: 6 } })).toThrow();
    expect(() => authConfig({ ssoCodeSeconds: 61 })).toThrow();
    const lax = { ...DEFAULT_AUTH_CONFIG.passwordThrottle, freeFailures: 1000 };
    expect(() => authConfig({ passwordThrottle: lax })).toThrow();
    expect(() => authConfig({ otpThrottle: { ...lax, freeFailures: 10, maxDelaySeconds: 5 } })).toThrow();
  });

  it('takes stricter settings', () => {
    expect(authConfig({ otp: { ttlSeconds: 300 } }).otp.ttlSeconds).toBe(300);
  });
});
