/**
 * The contract suites' starting point: the create form (digital unless told otherwise, or
 * E-Stamp in Karnataka with ₹500.50 duty) and a draft between two new people.
 */
import type { Body } from './accounts-client';
import { expectOk, type Fixture } from './suite-kit';

export const form = (counterparty_id: string, over: Body = {}) => ({
  title: 'Warehouse lease, Hosur',
  agreement_type: 'Lease Agreement',
  terms: 'Lease of 2,000 sq ft for 11 months.',
  counterparty_id,
  ...over,
});
export const eStamp = { e_stamp: true, stamp_duty_state: 'KA', stamp_duty_amount: '500.50' };

export async function drafted(t: Fixture, over: Body = {}) {
  const [creator, other] = [await t.api.person(), await t.api.person()];
  const res = await t.api.post('/businesses/contracts', form(other.user.id, over), creator);
  const contract = (await expectOk(res, 201, 'Contract saved as draft')).contract as Body;
  return { creator, other, id: String(contract._id), contract };
}
