/**
 * Why: account routes act on things that belong to a person or a business — a business and its
 * members, an address, a contract, an ecosystem, a credential. This reads them from the seeded
 * demo with the people each row names as its parties; the account area answers an outsider as
 * if the thing did not exist (spec §6, core/accounts/businesses/business-access.ts).
 */
import { SHARE_VISIBLE } from '../../../../core/accounts/credentials/credential-machine';
import type { Target } from './matrix-types';
import type { MatrixWorld } from './matrix-world';

/** The account targets of the demo. */
export async function accountTargets(w: MatrixWorld): Promise<Target[]> {
  const { db } = w.platform.connection;
  const out: Target[] = [];
  for (const b of await db.selectFrom('businesses').select(['id', 'name']).execute()) {
    const members = await db
      .selectFrom('business_members')
      .selectAll()
      .where('business_id', '=', b.id)
      .execute();
    out.push({
      kind: 'business',
      label: `business ${b.name}`,
      ref: { id: b.id },
      rel: {
        member: members.map((m) => m.user_id),
        admin: members.filter((m) => m.role === 'BUSINESSADMIN').map((m) => m.user_id),
      },
    });
  }
  const addresses = await db
    .selectFrom('addresses')
    .select(['id', 'user_id', 'label'])
    .orderBy('id')
    .execute();
  for (const a of addresses.filter((a, i) => addresses.findIndex((b) => b.user_id === a.user_id) === i))
    out.push({
      kind: 'address',
      label: `address ${a.label}`,
      ref: { id: a.id },
      rel: { party: [a.user_id] },
    });
  for (const c of await db
    .selectFrom('contracts')
    .select(['id', 'title', 'creator_id', 'counterparty_id'])
    .execute())
    out.push({
      kind: 'contract',
      label: `contract ${c.title.slice(0, 20)}`,
      ref: { id: c.id },
      rel: { party: [c.creator_id, c.counterparty_id] },
    });
  for (const e of await db.selectFrom('ecosystems').select(['id', 'name', 'owner_user_id']).execute())
    out.push({
      kind: 'ecosystem',
      label: `ecosystem ${e.name}`,
      ref: { id: e.id },
      rel: { admin: e.owner_user_id ? [e.owner_user_id] : [] },
    });
  const shares = await db.selectFrom('credential_shares').selectAll().execute();
  for (const c of await db
    .selectFrom('credentials')
    .select(['id', 'type_name', 'holder_id', 'issuer_id'])
    .orderBy('id')
    .execute())
    out.push({
      kind: 'credential',
      label: `credential ${c.type_name}`,
      ref: { id: c.id },
      rel: {
        party: [c.holder_id],
        decides: c.issuer_id ? [c.issuer_id] : [],
        // Those the holder shared it with, while the share stands (core/accounts/credentials).
        sees: shares
          .filter((sh) => sh.credential_id === c.id && SHARE_VISIBLE.includes(sh.status as never))
          .map((sh) => sh.requester_id),
      },
    });
  return out;
}
