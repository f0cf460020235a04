import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  AgreementType,
  Contract,
  ContractStatus,
  Signature,
  StampDutyState,
} from '../../../core/accounts/agreements/contract';
import type { ContractStore } from '../../../core/accounts/agreements/contract-store';
import { canonicalJson } from '../../../core/format/canonical-json';
import { cents } from '../../../core/money/cents';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { whole } from '../whole';

function contractToRow(c: Contract): Insertable<Database['contracts']> {
  return {
    id: c.id,
    title: c.title,
    agreement_type: c.agreementType,
    terms: c.terms,
    creator_id: c.creatorId,
    counterparty_id: c.counterpartyId,
    e_stamp: c.eStamp ? 1 : 0,
    stamp_duty_state: c.stampDutyState,
    stamp_duty_amount: c.stampDutyAmount === null ? null : cents(c.stampDutyAmount),
    stamp_duty_payment_id: c.stampDutyPaymentId,
    status: c.status,
    signatures: canonicalJson(c.signatures),
    version: whole(c.version, 'contract version'),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

function rowToContract(r: Selectable<Database['contracts']>): Contract {
  return {
    id: r.id,
    title: r.title,
    agreementType: r.agreement_type as AgreementType,
    terms: r.terms,
    creatorId: r.creator_id,
    counterpartyId: r.counterparty_id,
    eStamp: r.e_stamp === 1,
    stampDutyState: r.stamp_duty_state as StampDutyState | null,
    stampDutyAmount: r.stamp_duty_amount === null ? null : cents(r.stamp_duty_amount),
    stampDutyPaymentId: r.stamp_duty_payment_id,
    status: r.status as ContractStatus,
    signatures: JSON.parse(r.signatures) as Signature[],
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * `ContractStore` on Kysely: a contract is one row (signatures as canonical JSON), replaced
 * whole by a conditional UPDATE on the version the writer read — of two parties acting at
 * once, the second finds the version moved and gets false.
 */
export function kyselyContractStore(db: Kysely<Database>, dialect: DialectName): ContractStore {
  return {
    async insert(contract) {
      await db.insertInto('contracts').values(contractToRow(contract)).execute();
    },
    async get(contractId) {
      const r = await db.selectFrom('contracts').selectAll().where('id', '=', contractId).executeTakeFirst();
      return r ? rowToContract(r) : null;
    },
    async replace(next, expectedVersion) {
      const { id: _id, ...changes } = contractToRow(next);
      const result = await db
        .updateTable('contracts')
        .set(changes)
        .where('id', '=', next.id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async listForParty(userId) {
      const rows = await db
        .selectFrom('contracts')
        .selectAll()
        .where((eb) => eb.or([eb('creator_id', '=', userId), eb('counterparty_id', '=', userId)]))
        .orderBy('updated_at', 'desc')
        .orderBy(byCodePoint('id', dialect), 'desc')
        .execute();
      return rows.map(rowToContract);
    },
  };
}
