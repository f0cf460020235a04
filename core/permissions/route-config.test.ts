import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOKEN_ROLES } from './actor';
import { menuFor } from './menus';
import { callerRouteConfigSchema, defaultRouteConfig, isReadOnly, routeConfigSchema } from './route-config';

const config = {
  routes: [
    { path: '/dashboard', readOnly: false },
    { path: '/dashboard/loanPool', readOnly: true },
    { path: '/dashboard/loanPool/summary/PoolSummary', readOnly: false },
  ],
};

describe('read-only routes', () => {
  it('lets the most specific route decide, covering its sub-paths', () => {
    expect(isReadOnly(config, '/dashboard/loanPool')).toBe(true);
    expect(isReadOnly(config, '/dashboard/loanPool/summary')).toBe(true);
    expect(isReadOnly(config, '/dashboard/loanPool/summary/PoolSummary')).toBe(false);
    expect(isReadOnly(config, '/dashboard/wallet')).toBe(false);
  });

  it('matches without case, query, fragment or trailing slash', () => {
    expect(isReadOnly(config, '/DASHBOARD/loanpool/?tape=A#top')).toBe(true);
  });

  it('does not treat a sibling with a longer name as a sub-path', () => {
    expect(isReadOnly(config, '/dashboard/loanPoolArchive')).toBe(false);
  });

  it('treats paths no route covers as writable, and conflicting duplicates as read-only', () => {
    expect(isReadOnly(config, '/smarthire')).toBe(false);
    const clash = {
      routes: [
        { path: '/x', readOnly: false },
        { path: '/X/', readOnly: true },
      ],
    };
    expect(isReadOnly(clash, '/x/y')).toBe(true);
  });

  it('parses the server configuration, defaulting readOnly to false', () => {
    const parsed = routeConfigSchema.parse({
      navLinks: [{ label: 'Wallet', path: '/dashboard/wallet' }],
      routes: [{ path: '/dashboard/wallet' }],
    });
    expect(parsed.routes[0]).toEqual({ path: '/dashboard/wallet', readOnly: false });
    expect(routeConfigSchema.safeParse({ navLinks: [], routes: [{ path: 'dashboard' }] }).success).toBe(
      false,
    );
  });

  it("reads the caller's default-user flag and persona check, off when the server sends none", () => {
    const base = { navLinks: [], routes: [] };
    expect(callerRouteConfigSchema.parse(base)).toMatchObject({ defaultUser: false, personaCheck: false });
    expect(callerRouteConfigSchema.parse({ ...base, defaultUser: true, personaCheck: true })).toMatchObject({
      defaultUser: true,
      personaCheck: true,
    });
    expect(callerRouteConfigSchema.safeParse({ ...base, defaultUser: 'yes' }).success).toBe(false);
  });

  it('shows the admin the loan pool read-only and a business user the business profile read-only', () => {
    expect(isReadOnly(defaultRouteConfig('ispadmin'), '/dashboard/loanPool/summary')).toBe(true);
    expect(isReadOnly(defaultRouteConfig('BUSINESSADMIN'), '/dashboard/loanPool/summary')).toBe(false);
    expect(isReadOnly(defaultRouteConfig('BUSINESSUSER'), '/dashboard/business')).toBe(true);
    expect(isReadOnly(defaultRouteConfig('BUSINESSUSER'), '/dashboard/loanPool')).toBe(false);
  });

  it('builds each default configuration from the role menu, with a route per link', () => {
    for (const role of TOKEN_ROLES) {
      const c = defaultRouteConfig(role);
      expect(routeConfigSchema.parse(c)).toEqual(c);
      expect(c.navLinks).toEqual(menuFor(role));
      expect(c.routes.map((r) => r.path)).toEqual(c.navLinks.map((l) => l.path));
    }
  });

  it('makes every path under a read-only route read-only unless a writable route is more specific', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(segment, fc.constantFrom('summary', 'PoolSummary', 'PoolSummaryX')), {
          maxLength: 4,
        }),
        (rest) => {
          const path = ['/dashboard/loanPool', ...rest].join('/');
          const lower = path.toLowerCase();
          const writable = '/dashboard/loanpool/summary/poolsummary';
          expect(isReadOnly(config, path)).toBe(!(lower === writable || lower.startsWith(`${writable}/`)));
        },
      ),
    );
  });
});
