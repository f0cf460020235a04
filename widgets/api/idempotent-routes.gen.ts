/**
 * The operations that take an Idempotency-Key header (safe retries of trading calls).
 * Generated from the server's /api/openapi.json by `npm run gen:api` (tools/api-types.ts).
 * Do not edit: change the server, then regenerate. tools/api-types.test.ts checks it is current.
 */
export const IDEMPOTENT_OPERATIONS: readonly string[] = [
  'POST /accept_in_transit_Loans',
  'POST /accept_price',
  'POST /add_Servicer',
  'POST /aggregatorTransfer',
  'POST /place_bid',
  'POST /price_send_lender',
  'POST /repriceLoan',
  'POST /set_purchase_approval',
  'POST /stakeholder_retain',
  'POST /stakeholder_run_automation',
  'POST /staking/requests',
  'POST /staking/requests/{requestId}/answer',
  'POST /transferLoanNew',
  'PUT /update_Bid_Approval',
];
