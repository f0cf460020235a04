import type { AuthCrypto } from '../../core/auth/crypto';
import { joseTokenSigner } from './jose-token-signer';
import { nodeDigest, nodeSecrets } from './node-secrets';
import { PRODUCTION_SCRYPT, type ScryptParams, scryptPasswordHasher } from './scrypt-password-hasher';

/**
 * The real crypto ports, as the composition root hands them to the auth use cases.
 *
 * @example
 * const crypto = createAuthCrypto({ jwtSecret: env.JWT_SECRET, pepper: env.AUTH_PEPPER });
 */
export interface AuthCryptoConfig {
  /** Signs access tokens (≥ 32 bytes). Rotating it logs everyone out of their access tokens. */
  readonly jwtSecret: string;
  /** Keys OTP and anti-forgery MACs (≥ 32 bytes). Rotating it voids outstanding OTPs. */
  readonly pepper: string;
  readonly scrypt?: ScryptParams;
  readonly issuer?: string;
  readonly audience?: string;
}

export function createAuthCrypto(config: AuthCryptoConfig): AuthCrypto {
  return {
    passwords: scryptPasswordHasher(config.scrypt ?? PRODUCTION_SCRYPT),
    tokens: joseTokenSigner({ secret: config.jwtSecret, issuer: config.issuer, audience: config.audience }),
    secrets: nodeSecrets(),
    digest: nodeDigest(config.pepper),
  };
}
