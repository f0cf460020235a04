import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authenticate } from './authenticate';
import { loginWithPassword } from './login-password';
import { logout } from './logout';
import { refreshSession } from './refresh';
import { type MemoryAuth, memoryAuth } from './testing/memory-auth';

/**
 * Model-based test of refresh-token families: any interleaving of logins, refreshes (with the
 * newest token or with any older one), logouts and token checks behaves like the model — a family
 * lives until it is logged out or one of its used tokens is presented again, and only its newest
 * refresh token refreshes it.
 */
interface Family {
  tokens: string[];
  access: string;
  sessionId: string;
  revoked: boolean;
}
interface Model {
  families: Family[];
}
interface Real {
  auth: MemoryAuth;
}

const PASSWORD = 'Secret@2026';

class Login implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await loginWithPassword(r.auth.deps, { username: 'asha@example.test', password: PASSWORD });
    if (!res.ok) throw new Error('login failed');
    const { refreshToken, accessToken, session } = res.value;
    m.families.push({
      tokens: [refreshToken],
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
    expect(res.ok).toBe(!f.revoked && latest);
    if (res.ok) {
      f.tokens.push(res.value.refreshToken);
      f.access = res.value.accessToken;
    } else if (!latest) f.revoked = true;
  }
  toString = () => `refresh(${this.family}, ${this.newest ? 'newest' : this.token})`;
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
];

describe('refresh-token families (model-based)', () => {
  it('behave like the model under any sequence of login, refresh, reuse, logout and check', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        const auth = memoryAuth();
        await auth.addUser({ email: 'asha@example.test', password: PASSWORD });
        await fc.asyncModelRun(() => ({ model: { families: [] }, real: { auth } }), cmds);
      }),
      { numRuns: 60 },
    );
  });
});
