import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRouteConfig } from '../../../../core/permissions/route-config';
import { businessFormValues } from './business-forms';
import {
  businessAbilities,
  businessInContext,
  invitationRows,
  memberRows,
  readOnlyPaths,
  routeRows,
  withReadOnly,
} from './business-view';

describe('the business page’s view of the session and the answers', () => {
  it('acts for the business of a business login mode only', () => {
    expect(businessInContext({ is_business: true, business_id: 'b-1' })).toBe('b-1');
    expect(businessInContext({ is_business: false, business_id: null })).toBeNull();
    expect(businessInContext({ is_business: true, business_id: null })).toBeNull();
    expect(businessInContext(undefined)).toBeNull();
  });

  it('lets only a business admin act, and nobody on a read-only page', () => {
    expect(businessAbilities('BUSINESSADMIN', false)).toEqual({ edit: true, manage: true, reason: null });
    expect(businessAbilities('BUSINESSUSER', false)).toEqual({
      edit: false,
      manage: false,
      reason: 'not-admin',
    });
    expect(businessAbilities('BUSINESSSELLER', false)).toMatchObject({ manage: false });
    expect(businessAbilities(undefined, false)).toMatchObject({ edit: false, reason: 'not-admin' });
    fc.assert(
      fc.property(fc.option(fc.string()), (role) => {
        expect(businessAbilities(role, true)).toEqual({ edit: false, manage: false, reason: 'read-only' });
      }),
    );
  });

  it('names members by their names, marks the caller, and formats the day they joined', () => {
    const rows = memberRows(
      [
        {
          user_id: 'u-1',
          firstname: 'Asha',
          lastname: 'Rao',
          role: 'BUSINESSADMIN',
          createdAt: '2026-01-05T10:00:00Z',
        },
        {
          user_id: 'u-2',
          firstname: ' ',
          lastname: '',
          role: 'BUSINESSUSER',
          createdAt: '2026-02-01T00:00:00Z',
        },
      ],
      'u-1',
    );
    expect(rows).toEqual([
      { userId: 'u-1', name: 'Asha Rao', role: 'Business admin', since: 'Jan 5th, 2026', isYou: true },
      { userId: 'u-2', name: 'Member', role: 'Business user', since: 'Feb 1st, 2026', isYou: false },
    ]);
  });

  it('lists only the invitations still open', () => {
    const invitation = (id: string, status: string) => ({
      _id: id,
      email: `${id}@example.test`,
      role: 'BUSINESSSELLER',
      status,
      createdAt: '2026-03-02T00:00:00Z',
    });
    expect(
      invitationRows([invitation('a', 'pending'), invitation('b', 'accepted'), invitation('c', 'declined')]),
    ).toEqual([{ id: 'a', email: 'a@example.test', role: 'Business seller', sent: 'Mar 2nd, 2026' }]);
  });

  it('shows a member’s menu in order with each route’s flag, and a link without a route as writable', () => {
    const rows = routeRows({
      navLinks: [
        { label: 'Profile', path: '/dashboard/profile' },
        { label: 'Business', path: '/dashboard/business' },
        { label: 'Wallet', path: '/dashboard/wallet' },
      ],
      routes: [
        { path: '/dashboard/business', readOnly: true },
        { path: '/dashboard/profile', readOnly: false },
      ],
    });
    expect(rows.map((r) => [r.label, r.readOnly])).toEqual([
      ['Profile', false],
      ['Business', true],
      ['Wallet', false],
    ]);
  });

  it('saves exactly the pages switched on, whatever the switches were toggled through', () => {
    const start = routeRows(defaultRouteConfig('BUSINESSUSER'));
    const paths = start.map((r) => r.path);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...paths), fc.boolean())), (toggles) => {
        const end = toggles.reduce((rows, [path, on]) => withReadOnly(rows, path, on), start);
        const expected = new Map(start.map((r) => [r.path, r.readOnly]));
        for (const [path, on] of toggles) expected.set(path, on);
        expect(readOnlyPaths(end)).toEqual(paths.filter((p) => expected.get(p)));
        expect(end.map((r) => r.path)).toEqual(paths);
      }),
    );
  });

  it('fills the details form from a stored business, leaving an unknown type to be chosen', () => {
    const stored = {
      business_name: 'Green Acres',
      business_type: 'Trust Association Society',
      business_master_category: 'Agriculture',
    };
    expect(businessFormValues(stored)).toEqual(stored);
    expect(businessFormValues({ ...stored, business_type: 'Guild' }).business_type).toBeUndefined();
  });
});
