/**
 * The person's addresses (spec §7 /users/address add, update, delete; §8 'Added address',
 * 'Updated address', 'Deleted address'). Each address belongs to one person; naming another
 * person's address id answers exactly like an id that does not exist (not_found), so ids
 * cannot be probed and no one else's address is ever shown.
 */
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { validate } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import { type Address, MAX_ADDRESSES_PER_USER } from './address';
import { addAddressSchema, deleteAddressSchema, updateAddressSchema } from './address-input';
import { AddressErrors } from './addresses.errors';

type Deps = DepsOf<'addresses'>;
type Done<T> = Promise<Result<T, DomainError>>;

/** The caller's addresses, oldest first. */
export async function listAddresses(deps: Deps, actor: AccountActor): Done<Address[]> {
  return ok(await deps.uow.run((s) => s.addresses.listFor(actor.userId)));
}

/** Adds an address for the caller → 'Added address'. */
export async function addAddress(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; address: Address }> {
  const parsed = validate(addAddressSchema, input, 'ADDRESS.INVALID');
  if (!parsed.ok) return parsed;
  return transact(deps.uow, async (s) => {
    const existing = await s.addresses.listFor(actor.userId);
    if (existing.length >= MAX_ADDRESSES_PER_USER) return err(AddressErrors.tooMany());
    const now = deps.clock.now().toISOString();
    const address: Address = {
      ...parsed.value,
      id: deps.ids.next(),
      userId: actor.userId,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await s.addresses.insert(address))) throw new Error(`address id ${address.id} already used`);
    return ok({ message: MESSAGES.addedAddress, address });
  });
}

/** Replaces one of the caller's addresses → 'Updated address'. */
export async function updateAddress(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string; address: Address }> {
  const parsed = validate(updateAddressSchema, input, 'ADDRESS.INVALID');
  if (!parsed.ok) return parsed;
  const { address_id, ...fields } = parsed.value;
  return transact(deps.uow, async (s) => {
    const current = await s.addresses.get(address_id);
    if (!current || current.userId !== actor.userId)
      return err(AddressErrors.addressNotFound({ address_id }));
    const address: Address = { ...current, ...fields, updatedAt: deps.clock.now().toISOString() };
    if (!(await s.addresses.update(address))) return err(AddressErrors.addressNotFound({ address_id }));
    return ok({ message: MESSAGES.updatedAddress, address });
  });
}

/** Deletes one of the caller's addresses → 'Deleted address'. */
export async function deleteAddress(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Done<{ message: string }> {
  const parsed = validate(deleteAddressSchema, input, 'ADDRESS.INVALID');
  if (!parsed.ok) return parsed;
  const { address_id } = parsed.value;
  return transact(deps.uow, async (s) => {
    if (!(await s.addresses.delete(actor.userId, address_id)))
      return err(AddressErrors.addressNotFound({ address_id }));
    return ok({ message: MESSAGES.deletedAddress });
  });
}
