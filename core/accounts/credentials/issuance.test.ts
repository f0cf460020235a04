import { beforeEach, describe, expect, it } from 'vitest';
import { actorOf } from '../testing/accounts-world';
import { actOnCredential, requestCredential } from './issuance';
import { bankAccount, type CredentialWorld, credentialWorld } from './testing/credential-world';

describe('getting a credential issued', () => {
  let c: CredentialWorld;
  beforeEach(async () => {
    c = await credentialWorld();
  });

  it('requests, reviews and issues a credential with the spec’s toasts, telling each side', async () => {
    const r = await requestCredential(c.w.deps, actorOf(c.holder), {
      issuer_id: c.issuer.id,
      credential_type: bankAccount,
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Credentials have been requested',
        credential: {
          status: 'requested',
          attributes: [
            { attrName: 'Account Holder', userValue: 'Asha Rao' },
            { attrName: 'Account Number' },
            { attrName: 'IFSC' },
          ],
        },
      },
    });
    const credential_id = r.ok ? r.value.credential.id : '';
    expect(
      await actOnCredential(c.w.deps, actorOf(c.issuer), { credential_id, action: 'review' }),
    ).toMatchObject({
      ok: true,
      value: { message: 'Credential is under review', credential: { status: 'in_review' } },
    });
    expect(
      await actOnCredential(c.w.deps, actorOf(c.issuer), { credential_id, action: 'issue' }),
    ).toMatchObject({
      ok: true,
      value: { message: 'Credential has been issued', credential: { status: 'issued' } },
    });
    expect(c.w.outbox().map((m) => [m.to, m.notificationType])).toEqual([
      [c.issuer.id, 'credentialRequested'],
      [c.holder.id, 'credentialIssued'],
    ]);
    expect(c.w.outbox().every((m) => !m.body.includes('001234567890'))).toBe(true);
  });

  it('lets the holder cancel an open request ("Request has been cancelled") and the issuer reject one', async () => {
    const first = await c.requested();
    expect(
      await actOnCredential(c.w.deps, actorOf(c.holder), { credential_id: first, action: 'cancel' }),
    ).toMatchObject({ ok: true, value: { message: 'Request has been cancelled' } });
    expect(
      await actOnCredential(c.w.deps, actorOf(c.issuer), { credential_id: first, action: 'issue' }),
    ).toMatchObject({ ok: false, error: { kind: 'rule_violation' } });
    const second = await c.requested();
    expect(
      await actOnCredential(c.w.deps, actorOf(c.holder), { credential_id: second, action: 'issue' }),
    ).toMatchObject({ ok: false, error: { kind: 'rule_violation' } });
    expect(
      await actOnCredential(c.w.deps, actorOf(c.issuer), { credential_id: second, action: 'reject' }),
    ).toMatchObject({
      ok: true,
      value: { message: 'Credential has been rejected', credential: { status: 'rejected' } },
    });
  });

  it('refuses unknown types, missing or extra attributes, and asking oneself', async () => {
    const ask = (credential_type: object, issuer_id = c.issuer.id) =>
      requestCredential(c.w.deps, actorOf(c.holder), { issuer_id, credential_type });
    expect(await ask({ ...bankAccount, name: 'Library Card' })).toMatchObject({
      error: { code: 'CREDENTIAL.UNKNOWN_TYPE' },
    });
    expect(
      await ask({ ...bankAccount, entity_attributes: bankAccount.entity_attributes.slice(1) }),
    ).toMatchObject({
      error: { code: 'CREDENTIAL.MISSING_ATTRIBUTES', details: { missing: ['Account Holder'] } },
    });
    expect(
      await ask({
        ...bankAccount,
        entity_attributes: [...bankAccount.entity_attributes, { attr_name: 'PIN', uservalue: '1234' }],
      }),
    ).toMatchObject({ error: { details: { unknown: ['PIN'] } } });
    expect(await ask(bankAccount, c.holder.id)).toMatchObject({ error: { code: 'CREDENTIAL.SELF' } });
    expect(await ask(bankAccount, 'ghost')).toMatchObject({ error: { kind: 'not_found' } });
  });
});
