import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../../../../widgets/kit/table/table-types';
import {
  inboxWindow,
  type RolesView,
  roleRows,
  routeFlagsBody,
  routeFlagsForm,
  windowRows,
} from './admin-rows';

describe('the inbox table over the server’s pages', () => {
  it('shows exactly the rows of the table page, whatever the two page sizes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...PAGE_SIZES),
        fc.integer({ min: 1, max: 40 }),
        (total, page, pageSize, serverPageSize) => {
          const all = Array.from({ length: total }, (_, i) => i);
          const serverPage = (n: number) => all.slice((n - 1) * serverPageSize, n * serverPageSize);
          const window = inboxWindow(page, pageSize, serverPageSize);
          const rows = windowRows(window.serverPages.map(serverPage), window.skip, pageSize);
          expect(rows).toEqual(all.slice((page - 1) * pageSize, page * pageSize));
        },
      ),
    );
  });

  it('asks for two server pages only when the table page straddles them', () => {
    expect(inboxWindow(1, 10, 20)).toEqual({ serverPages: [1], skip: 0 });
    expect(inboxWindow(2, 15, 20)).toEqual({ serverPages: [1, 2], skip: 15 });
    expect(inboxWindow(3, 10, 20)).toEqual({ serverPages: [2], skip: 0 });
  });
});

describe('the route-flags form', () => {
  it('sends only the flags the admin changes', () => {
    expect(routeFlagsBody({ user_id: 'u1', default_user: 'on', persona_check: 'keep' })).toEqual({
      user_id: 'u1',
      default_user: true,
    });
    expect(routeFlagsBody({ user_id: 'u1', default_user: 'keep', persona_check: 'off' })).toEqual({
      user_id: 'u1',
      persona_check: false,
    });
  });

  it('asks for the person and for at least one flag, in the platform’s words', () => {
    const blank = routeFlagsForm.safeParse({ user_id: ' ', default_user: 'on', persona_check: 'keep' });
    expect(blank.error?.issues[0]?.message).toBe('Please fill required (*) field');
    const nothing = routeFlagsForm.safeParse({ user_id: 'u1', default_user: 'keep', persona_check: 'keep' });
    expect(nothing.error?.issues.map((i) => i.message)).toEqual([
      'Choose the default-user flag or the persona check to set',
    ]);
  });
});

describe('the roles table', () => {
  it('names each role’s read-only pages by its menu labels', () => {
    const view: RolesView = {
      success: true,
      personas: [],
      roles: [
        {
          role: 'ispadmin',
          menu: 'admin',
          admin_or_seller: false,
          routeConfig: {
            navLinks: [
              { label: 'Admin', path: '/dashboard/ispadmin' },
              { label: 'Loan Pool', path: '/dashboard/loanPool' },
            ],
            routes: [
              { path: '/dashboard/ispadmin', readOnly: false },
              { path: '/dashboard/loanPool', readOnly: true },
            ],
          },
        },
      ],
    };
    expect(roleRows(view)).toEqual([
      { role: 'ispadmin', menu: 'admin', adminOrSeller: false, readOnlyPages: ['Loan Pool'] },
    ]);
  });
});
