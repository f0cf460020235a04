/**
 * Ready-made stakeholder rows and purchase approvals for store contracts and property tests:
 * investor-1 pricing loan-1 of lender-1 on Tape A; override what the test is about.
 */
import { cents } from '../../money/cents';
import type { PurchaseApproval } from '../purchase-approval';
import type { StakeholderRow } from '../stakeholder-row';

/** A pending stakeholder row, version 1. */
export const row = (id: string, over: Partial<StakeholderRow> = {}): StakeholderRow => ({
  id,
  loanId: 'loan-1',
  tapeName: 'Tape A',
  investorId: 'investor-1',
  lenderId: 'lender-1',
  bidPriceCents: cents(24_000_000),
  status: 'pending',
  retain: false,
  isAccepted: 'false',
  validTill: '2026-01-22T12:00:00.000Z',
  mappingName: 'default',
  createdAt: '2026-01-15T12:00:00.000Z',
  updatedAt: '2026-01-15T12:00:00.000Z',
  version: 1,
  ...over,
});

/** A pending purchase approval of bid-<id>, version 1. */
export const approval = (id: string, over: Partial<PurchaseApproval> = {}): PurchaseApproval => ({
  id,
  bidId: `bid-${id}`,
  loanId: 'loan-1',
  tapeName: 'Tape A',
  loanAmountCents: cents(25_000_000),
  creatorBidCents: cents(24_000_000),
  isApproved: 'false',
  status: 'pending',
  approverId: 'lender-1',
  ownerId: 'investor-1',
  createdAt: '2026-01-15T12:00:00.000Z',
  updatedAt: '2026-01-15T12:00:00.000Z',
  version: 1,
  ...over,
});
