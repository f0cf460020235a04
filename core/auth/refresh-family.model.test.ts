import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authenticate } from './authenticate';
import { loginWithPassword } from './login-password';
import { logout } from './logout';
import { REFRESH_GRACE_SECONDS, refreshSession } from './refresh';
import { type MemoryAuth, memoryAuth } from './testing/memory-auth';

/**
 * Model-based test of refresh-token families: any interleaving of logins, refreshes (with the
 * newest token or with any older one), waits, logouts and token checks behaves like the model — a
 * family lives until it is logged out or one of its used tokens is presented again, and only its
 * newest refresh token refreshes it; except that within the grace period the token just rotated
 * away yields the newest pair again (two tabs refreshing at once).
 */
interface Family {
  tokens: string[];
  /** When each token but the newest was used (model time, ms). */
  usedAt: number[];
  access: string;
  sessionId: string;
  revoked: boolean;
}
interface Model {
  families: Family[];
  now: number;
}
interface Real {
  auth: MemoryAuth;
}

const PASSWORD = 'Secret@2026';
const GRACE_MS = REFRESH_GRACE_SECONDS * 1000;

class Login implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await loginWithPassword(r.auth.deps, { username: 'asha@example.test', password: PASSWORD });
    if (!res.ok) throw new Error('login failed');
    const { refreshToken, accessToken, session } = res.value;
    m.families.push({
      tokens: [refreshToken],
      usedAt: [],
      access: accessToken,
      sessionId: session.sessionId,
      revoked: false,
    });
  }
  toString = () => 'login';
}

class Refresh implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly family: number,
    readonly token: number,
    readonly newest: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.families.length > 0;
  async run(m: Model, r: Real) {
    const f = m.families[this.family % m.families.length]!;
    const index = this.newest ? f.tokens.length - 1 : this.token % f.tokens.length;
    const res = await refreshSession(r.auth.deps, { refreshToken: f.tokens[index]! });
    const latest = index === f.tokens.length - 1;
    const again = index === f.tokens.length - 2 && m.now - f.usedAt[index]! < GRACE_MS;
    expect(res.ok).toBe(!f.revoked && (latest || again));
    if (res.ok && again) {
      expect(res.value.refreshToken).toBe(f.tokens.at(-1));
      expect(res.value.accessToken).toBe(f.access);
    } else if (res.ok) {
      f.usedAt.push(m.now);
      f.tokens.push(res.value.refreshToken);
      f.access = res.value.accessToken;
    } else if (!latest) f.revoked = true;
  }
  toString = () => `refresh(${this.family}, ${this.newest ? 'newest' : this.token})`;
}

class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    m.now += this.ms;
    r.auth.clock.advance(this.ms);
  }
  toString = () => `wait(${this.ms})`;
}

class Logout implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly family: number,
    readonly bySession: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.families.length > 0;
  async run(m: Model, r: Real) {
    const f = m.families[this.family % m.families.length]!;
    const input = this.bySession ? { sessionId: f.sessionId } : { refreshToken: f.tokens.at(-1)! };
    expect((await logout(r.auth.deps, input)).ok).toBe(true);
    f.revoked = true;
  }
  toString = () => `logout(${this.family})`;
}

class Check implements fc.AsyncCommand<Model, Real> {
  constructor(readonly family: number) {}
  check = (m: Readonly<Model>) => m.families.length > 0;
  async run(m: Model, r: Real) {
    const f = m.families[this.family % m.families.length]!;
    expect((await authenticate(r.auth.deps, { accessToken: f.access })).ok).toBe(!f.revoked);
  }
  toString = () => `check(${this.family})`;
}

const commands = [
  fc.constant(new Login()),
  fc.tuple(fc.nat(), fc.nat(), fc.boolean()).map(([f, t, newest]) => new Refresh(f, t, newest)),
  fc.tuple(fc.nat(), fc.boolean()).map(([f, bySession]) => new Logout(f, bySession)),
  fc.nat().map((f) => new Check(f)),
  fc.constantFrom(1_000, GRACE_MS - 1, GRACE_MS).map((ms) => new Wait(ms)),
];

describe('refresh-token families (model-based)', () => {
  it('behave like the model under any sequence of login, refresh, reuse, logout and check', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const auth = memoryAuth();
        await auth.addUser({ email: 'asha@example.test', password: PASSWORD });
        await fc.asyncModelRun(() => ({ model: { families: [], now: 0 }, real: { auth } }), cmds);
      }),
      { numRuns: 60 },
    );
  });
});
