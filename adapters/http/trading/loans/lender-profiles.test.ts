import { describe, expect, it } from 'vitest';
import {
  isBusinessAddress,
  type LenderAddress,
  type LenderCredential,
  lenderCardFields,
  NO_PROFILE,
} from './lender-profiles';

const office: LenderAddress = {
  label: 'Head office',
  line1: '12 Harbour Road',
  line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  country: 'India',
};

const credential = (typeName: string, attributes: Record<string, string>): LenderCredential => ({
  id: `cred-${typeName}`,
  typeName,
  issuerId: 'issuer-1',
  attributes: Object.entries(attributes).map(([attrName, userValue]) => ({ attrName, userValue })),
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the lender card from what the platform knows', () => {
  it('is all nulls for a lender the accounts area knows nothing of', () => {
    expect(lenderCardFields(NO_PROFILE)).toEqual({
      company_name: null,
      address: null,
      state: null,
      web_url: null,
    });
  });

  it('takes the business name and the first business address, on one line', () => {
    expect(
      lenderCardFields({ businessName: 'Lakeside Lending', addresses: [office], credentials: [] }),
    ).toEqual({
      company_name: 'Lakeside Lending',
      address: '12 Harbour Road, Pune 411001, India',
      state: 'Maharashtra',
      web_url: null,
    });
  });

  it('falls back on visible credentials: registration name and address, licence state, a website', () => {
    const profile = {
      businessName: null,
      addresses: [],
      credentials: [
        credential('Business Registration', {
          'Business Name': 'Lakeside Lending LLP',
          'Registered Address': '3 Mill Lane, Nashik',
          Website: 'https://lakeside.example',
        }),
        credential('Lender Licence', { State: 'Goa' }),
      ],
    };
    expect(lenderCardFields(profile)).toEqual({
      company_name: 'Lakeside Lending LLP',
      address: '3 Mill Lane, Nashik',
      state: 'Goa',
      web_url: 'https://lakeside.example',
    });
  });

  it('ignores a State attribute of a credential that is not a lender licence, and blank values', () => {
    const profile = {
      businessName: null,
      addresses: [],
      credentials: [
        credential('Club Membership', { State: 'Kerala' }),
        credential('Lender Licence', { State: '  ' }),
      ],
    };
    expect(lenderCardFields(profile).state).toBeNull();
  });

  it('counts only addresses labelled as a place of business, never a home', () => {
    for (const label of ['Office', 'Head office', 'Business', 'Branch 2', 'Registered office', 'HQ'])
      expect(isBusinessAddress(label), label).toBe(true);
    for (const label of [null, 'Home', 'Parents', 'Holiday flat', 'Officer quarters'])
      expect(isBusinessAddress(label), String(label)).toBe(false);
  });
});
