/**
 * The behaviour every `CredentialStore` must have (fake, SQLite, PostgreSQL): lookups by party,
 * compare-and-set status changes, and a share answered with its credential. Users `u-1` …
 * `u-3` are seeded first (holder, issuer, requester).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountStoreHarness, contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import type { Credential, CredentialShare } from './credential';

type Stores = Pick<AccountStores, 'credentials'>;
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`;
const credential = (id: string, day: number): Credential => ({
  id,
  holderId: 'u-1',
  issuerId: 'u-2',
  typeName: 'Bank Account',
  status: 'requested',
  createdAt: at(day),
  updatedAt: at(day),
  attributes: [
    { attrName: 'Account Holder', userValue: 'Meera Iyer' },
    { attrName: 'Account Number', userValue: '0012' },
    { attrName: 'IFSC', userValue: 'HDFC0000001' },
  ],
});
const share = (id: string, day: number): CredentialShare => ({
  id,
  holderId: 'u-1',
  requesterId: 'u-3',
  typeName: 'Bank Account',
  credentialId: null,
  status: 'requested',
  createdAt: at(day),
  updatedAt: at(day),
});

export function describeCredentialStoreContract(
  name: string,
  make: () => Promise<AccountStoreHarness<Stores>>,
) {
  describe(`CredentialStore contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1), contractUser('u-2', 2), contractUser('u-3', 3)]);
    });
    afterEach(() => h.close());

    it('returns credentials as stored and lists them for holder and issuer, newest first', async () => {
      await run(async (s) => {
        await s.credentials.insert(credential('c-1', 1));
        await s.credentials.insert(credential('c-2', 2));
      });
      expect(await run((s) => s.credentials.get('c-1'))).toEqual(credential('c-1', 1));
      expect((await run((s) => s.credentials.listForParty('u-1'))).map((c) => c.id)).toEqual(['c-2', 'c-1']);
      expect((await run((s) => s.credentials.listForParty('u-2'))).map((c) => c.id)).toEqual(['c-2', 'c-1']);
      expect(await run((s) => s.credentials.listForParty('u-3'))).toEqual([]);
    });

    it('changes a credential’s status only from the expected one', async () => {
      await run((s) => s.credentials.insert(credential('c-1', 1)));
      expect(await run((s) => s.credentials.setStatus('c-1', 'in_review', 'issued', at(3)))).toBe(false);
      expect(await run((s) => s.credentials.setStatus('c-1', 'requested', 'issued', at(3)))).toBe(true);
      expect(await run((s) => s.credentials.get('c-1'))).toMatchObject({
        status: 'issued',
        updatedAt: at(3),
      });
      expect(await run((s) => s.credentials.setStatus('nope', 'requested', 'issued', at(3)))).toBe(false);
    });

    it('answers a share request with a credential, once, and finds shares by party and by credential', async () => {
      await run(async (s) => {
        await s.credentials.insert(credential('c-1', 1));
        await s.credentials.insertShare(share('s-1', 1));
        await s.credentials.insertShare(share('s-2', 2));
      });
      expect(await run((s) => s.credentials.setShareStatus('s-1', 'requested', 'shared', at(3), 'c-1'))).toBe(
        true,
      );
      expect(await run((s) => s.credentials.setShareStatus('s-1', 'requested', 'shared', at(4), 'c-1'))).toBe(
        false,
      );
      expect(await run((s) => s.credentials.getShare('s-1'))).toEqual({
        ...share('s-1', 1),
        status: 'shared',
        credentialId: 'c-1',
        updatedAt: at(3),
      });
      expect(await run((s) => s.credentials.setShareStatus('s-1', 'shared', 'approved', at(5)))).toBe(true);
      expect(await run((s) => s.credentials.getShare('s-1'))).toMatchObject({
        status: 'approved',
        credentialId: 'c-1',
      });
      expect((await run((s) => s.credentials.sharesForParty('u-3'))).map((x) => x.id)).toEqual([
        's-2',
        's-1',
      ]);
      expect((await run((s) => s.credentials.sharesOf('c-1', 'u-3'))).map((x) => x.id)).toEqual(['s-1']);
      expect(await run((s) => s.credentials.sharesOf('c-1', 'u-2'))).toEqual([]);
    });
  });
}
