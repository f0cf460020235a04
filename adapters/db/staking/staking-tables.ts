import { col } from '../columns';

/**
 * The staking tables as the code expects them now (see `schema.ts`; built by 0019): the stakes
 * lenders put on loans they open for trading, and the refinance unstaking requests owners send
 * them (core/staking). Partial unique indexes carry the port's rules: one live stake per loan,
 * one unanswered request per stake. Loan ids carry no foreign key, like the transfer records.
 */
export const stakingTables = {
  stakes: {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    loan_number: col.text(),
    staker_id: col.text(),
    loan_value_cents: col.money(),
    amount_cents: col.money(),
    /** 'staked' | 'released'. */
    status: col.text(),
    staked_at: col.timestamp(),
    released_at: col.timestamp({ nullable: true }),
  },
  unstake_requests: {
    id: col.id(),
    stake_id: col.text(),
    loan_id: col.text(),
    tape_name: col.text(),
    loan_number: col.text(),
    requester_id: col.text(),
    lender_id: col.text(),
    reason: col.text({ nullable: true }),
    requested_at: col.timestamp(),
    respond_by: col.timestamp(),
    /** 'accepted' | 'declined'; null while unanswered. */
    answer: col.text({ nullable: true }),
    answered_at: col.timestamp({ nullable: true }),
  },
} as const;
