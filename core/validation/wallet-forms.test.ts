import { describe, expect, it } from 'vitest';
import { CREDENTIAL_TYPES } from '../accounts/credentials/credential';
import { CREDENTIAL_TEXT } from '../accounts/credentials/credentials.errors';
import {
  attributeSlot,
  CREDENTIAL_ATTRIBUTE_SLOTS,
  credentialRequestForm,
  shareRequestForm,
} from './wallet-forms';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the credential request form', () => {
  it('has a slot for every attribute of the widest type', () => {
    for (const t of CREDENTIAL_TYPES)
      expect(t.attributes.length).toBeLessThanOrEqual(CREDENTIAL_ATTRIBUTE_SLOTS);
  });

  it('parses every type to the request body, attributes in the type’s order', () => {
    for (const t of CREDENTIAL_TYPES) {
      const values = Object.fromEntries(t.attributes.map((_, i) => [attributeSlot(i), ` v${i} `]));
      const parsed = credentialRequestForm.parse({ issuer_id: ' u-1 ', type: t.name, ...values });
      expect(parsed).toEqual({
        issuer_id: 'u-1',
        credential_type: {
          name: t.name,
          entity_attributes: t.attributes.map((attr_name, i) => ({ attr_name, uservalue: `v${i}` })),
        },
      });
    }
  });

  it('asks for each blank attribute and the issuer', () => {
    const r = credentialRequestForm.safeParse({
      issuer_id: '',
      type: 'Bank Account',
      attr_0: 'Meera',
      attr_1: ' ',
    });
    expect(messages(r)).toEqual({
      issuer_id: 'This field is required',
      attr_1: 'This field is required',
      attr_2: 'This field is required',
    });
  });

  it('refuses a type the platform does not know', () => {
    expect(messages(credentialRequestForm.safeParse({ issuer_id: 'u', type: 'Passport' }))).toEqual({
      type: CREDENTIAL_TEXT.unknownType,
    });
    expect(messages(shareRequestForm.safeParse({ holder_id: 'u', credential_type: '' }))).toEqual({
      credential_type: CREDENTIAL_TEXT.unknownType,
    });
  });
});
