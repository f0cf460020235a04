import { describe, expect, it } from 'vitest';
import { normalizeHostname } from '../tenant';
import { ecosystemPolicy, normalizeEcosystemUrl } from './ecosystem';

describe('ecosystem rules', () => {
  it('turns on 18+ confirmation and email-only login for a URL containing ubargain', () => {
    expect(ecosystemPolicy({ url: 'shop.UBargain.example' })).toEqual({
      requiresAdultConfirmation: true,
      emailOnlyLogin: true,
      observationEnvironment: false,
    });
    expect(ecosystemPolicy({ url: 'partner.example' }).emailOnlyLogin).toBe(false);
    expect(ecosystemPolicy(null).requiresAdultConfirmation).toBe(false);
  });

  it('flags the ObsidianOne ecosystem as an observation environment', () => {
    expect(ecosystemPolicy({ url: 'obsidianone.example' }).observationEnvironment).toBe(true);
  });

  it('normalises an eco_url to its bare host form', () => {
    expect(normalizeEcosystemUrl(' https://Partner.Example/ ')).toBe('partner.example');
    expect(normalizeEcosystemUrl('partner.example.')).toBe('partner.example');
  });

  it('normalises a request host for tenant lookup', () => {
    expect(normalizeHostname('Agrifields.Example:8080')).toBe('agrifields.example');
    expect(normalizeHostname('agrifields.example.')).toBe('agrifields.example');
    expect(normalizeHostname('[::1]:3000')).toBe('[::1]');
  });
});
