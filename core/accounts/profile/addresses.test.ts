import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses';

const home = {
  label: 'Home',
  line1: '12 MG Road',
  line2: '',
  city: 'Bangalore',
  state: 'karnataka',
  postalCode: '560001',
};

describe('addresses', () => {
  let w: AccountsWorld;
  let asha: User;
  let ravi: User;
  beforeEach(async () => {
    w = accountsWorld();
    asha = await w.addUser();
    ravi = await w.addUser({ firstName: 'Ravi' });
  });

  it('adds an address with "Added address", storing the state under its proper name', async () => {
    const r = await addAddress(w.deps, actorOf(asha), home);
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Added address',
        address: { state: 'Karnataka', line2: null, country: 'India', userId: asha.id },
      },
    });
    expect(await listAddresses(w.deps, actorOf(asha))).toMatchObject({
      ok: true,
      value: [{ line1: '12 MG Road' }],
    });
  });

  it('updates an address with "Updated address" and deletes it with "Deleted address"', async () => {
    const added = await addAddress(w.deps, actorOf(asha), home);
    const address_id = added.ok ? added.value.address.id : '';
    w.clock.advance(60_000);
    const updated = await updateAddress(w.deps, actorOf(asha), {
      ...home,
      address_id,
      city: 'Mysuru',
      postalCode: '570001',
    });
    expect(updated).toMatchObject({
      ok: true,
      value: { message: 'Updated address', address: { id: address_id, city: 'Mysuru' } },
    });
    expect(updated.ok && updated.value.address.updatedAt > updated.value.address.createdAt).toBe(true);
    expect(await deleteAddress(w.deps, actorOf(asha), { address_id })).toEqual({
      ok: true,
      value: { message: 'Deleted address' },
    });
    expect(await listAddresses(w.deps, actorOf(asha))).toEqual({ ok: true, value: [] });
  });

  it('answers another person’s address exactly like a missing one, and leaves it untouched', async () => {
    const added = await addAddress(w.deps, actorOf(asha), home);
    const address_id = added.ok ? added.value.address.id : '';
    const asRavi = actorOf(ravi);
    const update = await updateAddress(w.deps, asRavi, { ...home, address_id, city: 'Chennai' });
    const missing = await updateAddress(w.deps, asRavi, { ...home, address_id: 'no-such-address' });
    const answer = {
      ok: false,
      error: { kind: 'not_found', code: 'ADDRESS.NOT_FOUND', message: 'Address not found' },
    };
    expect(update).toMatchObject(answer);
    expect(missing).toMatchObject(answer);
    expect(await deleteAddress(w.deps, asRavi, { address_id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
    expect(await listAddresses(w.deps, asRavi)).toEqual({ ok: true, value: [] });
    expect(await w.read().addresses.get(address_id)).toMatchObject({ city: 'Bangalore', userId: asha.id });
  });

  it('checks the fields: Indian states and PIN codes, US ZIP codes', async () => {
    const refusal = (input: object) => addAddress(w.deps, actorOf(asha), input);
    expect(await refusal({ ...home, line1: ' ' })).toMatchObject({
      error: { kind: 'invalid', message: 'Address line 1 is required' },
    });
    expect(await refusal({ ...home, state: 'Atlantis' })).toMatchObject({
      error: {
        message: 'Please select a valid state',
        details: { fields: { state: 'Please select a valid state' } },
      },
    });
    expect(await refusal({ ...home, postalCode: '056001' })).toMatchObject({
      error: { message: 'Please enter a valid PIN code' },
    });
    expect(
      await refusal({ ...home, country: 'United States', state: 'NY', postalCode: '1000' }),
    ).toMatchObject({ error: { message: 'Please enter a valid ZIP code' } });
    expect(
      await refusal({ ...home, country: 'United States', state: 'NY', postalCode: '10001-1234' }),
    ).toMatchObject({ ok: true, value: { address: { state: 'NY' } } });
  });

  it('keeps at most 20 addresses per person', async () => {
    for (let i = 0; i < 20; i++) expect((await addAddress(w.deps, actorOf(asha), home)).ok).toBe(true);
    expect(await addAddress(w.deps, actorOf(asha), home)).toMatchObject({
      ok: false,
      error: { code: 'ADDRESS.TOO_MANY' },
    });
    expect((await addAddress(w.deps, actorOf(ravi), home)).ok).toBe(true);
  });
});
