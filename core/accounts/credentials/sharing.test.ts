import { beforeEach, describe, expect, it } from 'vitest';
import { actorOf } from '../testing/accounts-world';
import { myCredentials, myShares, viewCredential } from './credential-views';
import { actOnCredential } from './issuance';
import { actOnShare, requestShare, shareCredential } from './sharing';
import { type CredentialWorld, credentialWorld } from './testing/credential-world';

describe('exchanging credentials', () => {
  let c: CredentialWorld;
  beforeEach(async () => {
    c = await credentialWorld();
  });

  it('exchanges an issued credential: requested, shared, approved — each with its toast', async () => {
    const credential_id = await c.issued();
    const asked = await requestShare(c.w.deps, actorOf(c.investor), {
      holder_id: c.holder.id,
      credential_type: 'Bank Account',
    });
    expect(asked).toMatchObject({
      ok: true,
      value: {
        message: 'Credentials have been requested',
        share: { status: 'requested', credentialId: null },
      },
    });
    const share_id = asked.ok ? asked.value.share.id : '';
    expect(await viewCredential(c.w.deps, actorOf(c.investor), { credential_id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
    expect(await shareCredential(c.w.deps, actorOf(c.holder), { credential_id, share_id })).toMatchObject({
      ok: true,
      value: {
        message: 'Credentials have been shared',
        share: { status: 'shared', credentialId: credential_id },
      },
    });
    expect(await viewCredential(c.w.deps, actorOf(c.investor), { credential_id })).toMatchObject({
      ok: true,
      value: { id: credential_id },
    });
    expect(await actOnShare(c.w.deps, actorOf(c.investor), { share_id, action: 'approve' })).toMatchObject({
      ok: true,
      value: { message: 'Credential has been approved', share: { status: 'approved' } },
    });
    const incoming = await myShares(c.w.deps, actorOf(c.investor));
    expect(incoming).toMatchObject({
      ok: true,
      value: { outgoing: [], incoming: [{ id: share_id, credential: { id: credential_id } }] },
    });
  });

  it('lets the requester cancel or the holder decline a request, and hides a rejected share’s credential', async () => {
    const credential_id = await c.issued();
    const ask = async () => {
      const r = await requestShare(c.w.deps, actorOf(c.investor), {
        holder_id: c.holder.id,
        credential_type: 'Bank Account',
      });
      return r.ok ? r.value.share.id : '';
    };
    const cancelled = await ask();
    expect(
      await actOnShare(c.w.deps, actorOf(c.investor), { share_id: cancelled, action: 'cancel' }),
    ).toMatchObject({ ok: true, value: { message: 'Request has been cancelled' } });
    expect(
      await shareCredential(c.w.deps, actorOf(c.holder), { credential_id, share_id: cancelled }),
    ).toMatchObject({ ok: false, error: { kind: 'rule_violation' } });
    const declined = await ask();
    expect(
      await actOnShare(c.w.deps, actorOf(c.holder), { share_id: declined, action: 'reject' }),
    ).toMatchObject({ ok: true, value: { message: 'Credential has been rejected' } });
    const unasked = await shareCredential(c.w.deps, actorOf(c.holder), {
      credential_id,
      requester_id: c.investor.id,
    });
    const share_id = unasked.ok ? unasked.value.share.id : '';
    expect(await actOnShare(c.w.deps, actorOf(c.investor), { share_id, action: 'review' })).toMatchObject({
      ok: true,
      value: { share: { status: 'in_review' } },
    });
    expect(await actOnShare(c.w.deps, actorOf(c.investor), { share_id, action: 'reject' })).toMatchObject({
      ok: true,
      value: { share: { status: 'rejected' } },
    });
    expect(await viewCredential(c.w.deps, actorOf(c.investor), { credential_id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });

  it('shares only issued credentials of the requested type', async () => {
    const pending = await c.requested();
    expect(
      await shareCredential(c.w.deps, actorOf(c.holder), {
        credential_id: pending,
        requester_id: c.investor.id,
      }),
    ).toMatchObject({ error: { code: 'CREDENTIAL.NOT_ISSUED' } });
    const credential_id = await c.issued();
    const asked = await requestShare(c.w.deps, actorOf(c.investor), {
      holder_id: c.holder.id,
      credential_type: 'KYC',
    });
    const share_id = asked.ok ? asked.value.share.id : '';
    expect(await shareCredential(c.w.deps, actorOf(c.holder), { credential_id, share_id })).toMatchObject({
      error: { code: 'CREDENTIAL.WRONG_TYPE' },
    });
  });

  it('shows a credential and its exchanges to nobody but the holder, the issuer and the requester', async () => {
    const credential_id = await c.issued();
    const shared = await shareCredential(c.w.deps, actorOf(c.holder), {
      credential_id,
      requester_id: c.investor.id,
    });
    const share_id = shared.ok ? shared.value.share.id : '';
    const asStranger = actorOf(c.stranger);
    expect(await viewCredential(c.w.deps, asStranger, { credential_id })).toMatchObject({
      error: { kind: 'not_found', message: 'Credential not found' },
    });
    for (const action of ['review', 'issue', 'reject', 'cancel'] as const)
      expect(await actOnCredential(c.w.deps, asStranger, { credential_id, action })).toMatchObject({
        error: { kind: 'not_found' },
      });
    for (const action of ['review', 'approve', 'reject', 'cancel'] as const)
      expect(await actOnShare(c.w.deps, asStranger, { share_id, action })).toMatchObject({
        error: { kind: 'not_found' },
      });
    expect(
      await shareCredential(c.w.deps, asStranger, { credential_id, requester_id: c.stranger.id }),
    ).toMatchObject({ error: { kind: 'not_found' } });
    expect(await myCredentials(c.w.deps, asStranger)).toEqual({ ok: true, value: { held: [], issuing: [] } });
    expect(await myCredentials(c.w.deps, actorOf(c.issuer))).toMatchObject({
      ok: true,
      value: { held: [], issuing: [{ id: credential_id }] },
    });
  });
});
