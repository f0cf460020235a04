import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressForm, contactForm, nameForm } from './profile-forms';
import {
  type Address,
  addressFormValues,
  addressLines,
  addressSummary,
  addressTitle,
  invitationRole,
  mobileLine,
  NEW_ADDRESS,
  postalCodeLabel,
  replacesContact,
} from './profile-view';

const stored: Address = {
  address_id: 'a1',
  label: 'Home',
  line1: '12 Temple Street',
  line2: null,
  city: 'Chennai',
  state: 'Tamil Nadu',
  postalCode: '600004',
  country: 'India',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('an address on the profile page', () => {
  it('is titled by its label, else by its first line', () => {
    expect(addressTitle(stored)).toBe('Home');
    expect(addressTitle({ ...stored, label: null })).toBe('12 Temple Street');
    expect(addressTitle({ ...stored, label: '  ' })).toBe('12 Temple Street');
  });

  it('reads as a letter does, leaving out an empty second line', () => {
    expect(addressLines(stored)).toEqual(['12 Temple Street', 'Chennai, Tamil Nadu 600004', 'India']);
    expect(addressLines({ ...stored, line2: 'Mylapore' })[1]).toBe('Mylapore');
    expect(addressSummary(stored)).toBe('12 Temple Street, Chennai, Tamil Nadu 600004, India');
  });

  it('fills the edit form with what is stored, and the form gives back the same address', () => {
    const values = addressFormValues(stored);
    expect(values).toEqual({ ...NEW_ADDRESS, ...values, label: 'Home', line2: '' });
    const parsed = addressForm.parse(values);
    const { address_id, createdAt, updatedAt, ...fields } = stored;
    expect(parsed).toEqual(fields);
  });

  it('asks an Indian address for a PIN code and a US one for a ZIP code', () => {
    expect(postalCodeLabel('India')).toBe('PIN code');
    expect(postalCodeLabel('United States')).toBe('ZIP code');
    expect(
      addressForm.safeParse({ ...NEW_ADDRESS, line1: 'x', city: 'y', state: 'Goa', postalCode: '060001' })
        .error?.issues[0]?.message,
    ).toBe('Please enter a valid PIN code');
  });
});

describe('the contact details', () => {
  const me = { email: 'ravi@example.test', mobile: '9876543210', countryCode: '+91' };

  it('show the mobile number after its country code', () => {
    expect(mobileLine(me)).toBe('+91 9876543210');
    expect(mobileLine({ mobile: null, countryCode: null })).toBeNull();
  });

  it('replace the login address only when it differs from the one held', () => {
    expect(replacesContact(me, { kind: 'email', email: ' Ravi@Example.TEST ' })).toBe(false);
    expect(replacesContact(me, { kind: 'email', email: 'new@example.test' })).toBe(true);
    expect(replacesContact({ ...me, email: null }, { kind: 'email', email: 'ravi@example.test' })).toBe(true);
    expect(replacesContact(me, { kind: 'mobile', mobile: '9876543210', countryCode: '+91' })).toBe(false);
    expect(replacesContact(me, { kind: 'mobile', mobile: '9876543210', countryCode: '+1' })).toBe(true);
    expect(replacesContact(me, { kind: 'mobile', mobile: '9123456780', countryCode: '+91' })).toBe(true);
  });

  it('never call a differently-written current email a new one (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), (email, upper) => {
        const typed = upper ? email.toUpperCase() : ` ${email} `;
        return !replacesContact({ ...me, email: email.toLowerCase() }, { kind: 'email', email: typed });
      }),
    );
  });

  it('ask for the code, and the password only for a new address, with the spec messages', () => {
    const confirm = contactForm('email', 'confirm', true).safeParse({ email: 'a@b.test', otp: '12' });
    expect(confirm.error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid OTP',
      'Password is required',
    ]);
    expect(
      contactForm('email', 'confirm', false).safeParse({ email: 'a@b.test', otp: '12345' }).success,
    ).toBe(true);
    expect(
      contactForm('mobile', 'request', false).safeParse({ countryCode: '+91', mobile: '12345' }).error
        ?.issues[0]?.message,
    ).toBe('Please enter a valid Indian / US mobile number');
  });
});

describe('the names form', () => {
  it("uses core's name rules and messages", () => {
    const messages = nameForm
      .safeParse({ firstname: '', lastname: 'R2D2' })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual(['First name is required', 'Please enter a valid last name']);
  });
});

describe('an invitation', () => {
  it('names its role in words', () => {
    expect(invitationRole('BUSINESSADMIN')).toBe('business admin');
    expect(invitationRole('BUSINESSSELLER')).toBe('seller');
  });
});
