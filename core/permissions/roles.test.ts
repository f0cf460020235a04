import { describe, expect, it } from 'vitest';
import { TOKEN_ROLES } from './actor';
import { menuFor } from './menus';
import { actingUserId, isAdminOrSeller, menuVariant, navbarName } from './roles';

describe('token roles', () => {
  it('gives ispadmin the admin menu, consumers the consumer menu, others the default', () => {
    expect(TOKEN_ROLES.map(menuVariant)).toEqual(['consumer', 'default', 'default', 'default', 'admin']);
  });

  it('puts the admin console only in the admin menu', () => {
    for (const role of TOKEN_ROLES) {
      expect(menuFor(role).some((i) => i.path === '/dashboard/ispadmin')).toBe(role === 'ispadmin');
    }
  });

  it('offers the loan pool to business roles and the admin, and business registration to consumers', () => {
    expect(menuFor('BUSINESSADMIN').map((i) => i.path)).toContain('/dashboard/loanPool');
    expect(menuFor('ispadmin').map((i) => i.path)).toContain('/dashboard/loanPool');
    expect(menuFor('consumer').map((i) => i.path)).not.toContain('/dashboard/loanPool');
    expect(menuFor('consumer').map((i) => i.path)).toContain('/registerbusiness');
  });

  it('counts business admins and sellers as admin or seller, no one else', () => {
    expect(TOKEN_ROLES.filter(isAdminOrSeller)).toEqual(['BUSINESSADMIN', 'BUSINESSSELLER']);
  });

  it('names consumers by first name and others by business name', () => {
    const names = { firstName: 'Asha', businessName: 'Agrifields Ltd' };
    expect(navbarName('consumer', names)).toBe('Asha');
    expect(navbarName('BUSINESSADMIN', names)).toBe('Agrifields Ltd');
    expect(navbarName('BUSINESSUSER', names)).toBe('Agrifields Ltd');
  });

  it('falls back to the other name when the preferred one is missing', () => {
    expect(navbarName('ispadmin', { firstName: 'Ravi', businessName: null })).toBe('Ravi');
    expect(navbarName('consumer', { businessName: 'Shop' })).toBe('Shop');
    expect(navbarName('consumer', {})).toBe('');
  });

  it('lets a business user act as its business admin, everyone else as themselves', () => {
    expect(actingUserId('BUSINESSUSER', 'u1', 'admin9')).toBe('admin9');
    expect(actingUserId('BUSINESSUSER', 'u1', null)).toBe('u1');
    expect(actingUserId('BUSINESSADMIN', 'u1', 'admin9')).toBe('u1');
    expect(actingUserId('consumer', 'u1')).toBe('u1');
  });
});
