/**
 * The person's addresses (spec §7 /users/address add, update, delete; §8 'Added address',
 * 'Updated address', 'Deleted address'): a card per address with Edit and Delete, an Add
 * button; add and edit share one form in a dialog (core's address rules: an Indian state from
 * the spec §3 list and a PIN code, or a US state and ZIP code; the spec's cities offered while
 * typing); delete asks first. Every answer is the server's toast, and the list is read again.
 */
import { type ReactElement, useState } from 'react';
import type { AddressFields } from '../../../../core/accounts/profile/address';
import { ADDRESS_COUNTRIES } from '../../../../core/accounts/profile/address';
import { CITIES, INDIAN_STATES } from '../../../../core/accounts/profile/indian-states';
import { Button } from '../../../../widgets/kit/button';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { FieldShell } from '../../../../widgets/kit/field-shell';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { useFormContext, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { addressForm } from './profile-forms';
import { PROFILE_TEXT as T } from './profile-text';
import {
  type Address,
  addressFormValues,
  addressLines,
  addressSummary,
  addressTitle,
  NEW_ADDRESS,
  postalCodeLabel,
} from './profile-view';
import { useAddresses, useRefresh } from './use-profile-data';

const COUNTRY_OPTIONS = ADDRESS_COUNTRIES.map((c) => ({ value: c, label: c }));
const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s.name, label: s.name }));
const CITY_LIST = 'profile-cities';

/** The city: free text, with the spec's cities offered as the person types. */
function CityField() {
  const { register } = useFormContext();
  return (
    <FieldShell name="city" label={T.city}>
      {(a11y) => (
        <>
          <input
            {...a11y}
            {...register('city')}
            className="ispz-input"
            type="text"
            autoComplete="address-level2"
            list={CITY_LIST}
          />
          <datalist id={CITY_LIST}>
            {CITIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </>
      )}
    </FieldShell>
  );
}

/** Add (no `address`) or edit one address. */
function AddressForm(props: { address?: Address; onDone: () => void }) {
  const { api } = useSite();
  const toast = useToast();
  const refresh = useRefresh();
  const form = useSchemaForm(addressForm, {
    defaultValues: props.address ? addressFormValues(props.address) : NEW_ADDRESS,
  });
  const country = String(form.watch('country') ?? 'India');

  const save = async (fields: AddressFields) => {
    const answer = props.address
      ? await api.PUT('/users/address', { body: { ...fields, address_id: props.address.address_id } })
      : await api.POST('/users/address', { body: fields });
    toast.answer(answer);
    if (answer.data) {
      await refresh('addresses');
      props.onDone();
    }
  };

  return (
    <Form form={form} onValid={save} className="profile-form">
      <TextField name="label" label={T.label} hint={T.labelHint} maxLength={40} />
      <SelectField name="country" label={T.country} options={COUNTRY_OPTIONS} placeholder={null} />
      <TextField name="line1" label={T.line1} autoComplete="address-line1" />
      <TextField name="line2" label={T.line2} autoComplete="address-line2" />
      <div className="profile-form__row">
        <CityField />
        {country === 'India' ? (
          <SelectField name="state" label={T.state} options={STATE_OPTIONS} />
        ) : (
          <TextField name="state" label={T.usState} autoComplete="address-level1" />
        )}
      </div>
      <TextField
        name="postalCode"
        label={postalCodeLabel(country)}
        autoComplete="postal-code"
        inputMode={country === 'India' ? 'numeric' : 'text'}
        maxLength={10}
      />
      <div className="ispz-dialog__footer">
        <DialogClose>
          <Button variant="secondary">{T.cancel}</Button>
        </DialogClose>
        <SubmitButton variant="primary">{T.saveAddress}</SubmitButton>
      </div>
    </Form>
  );
}

function AddressDialog(props: { address?: Address; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={props.address ? T.editDialog : T.addDialog}
      trigger={props.trigger}
    >
      {open ? <AddressForm address={props.address} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function DeleteDialog(props: { address: Address; readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const title = addressTitle(props.address);
  const remove = async () => {
    setPending(true);
    try {
      const answer = await api.DELETE('/users/address', {
        params: { query: { address_id: props.address.address_id } },
      });
      toast.answer(answer);
      if (answer.data) {
        await refresh('addresses');
        setOpen(false);
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="small"
      title={T.deleteDialog}
      description={T.deleteDialogText(addressSummary(props.address))}
      trigger={
        <Button variant="ghost" disabled={props.readOnly} aria-label={T.deleteAddress(title)}>
          {T.delete}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{T.cancel}</Button>
          </DialogClose>
          <Button variant="danger" pending={pending} onClick={() => void remove()}>
            {T.deleteConfirm}
          </Button>
        </>
      }
    />
  );
}

export function AddressesSection(props: { readonly readOnly: boolean }) {
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  return (
    <section className="profile-card" aria-labelledby="profile-addresses">
      <div className="profile-card__head">
        <h2 id="profile-addresses">{T.addressesHeading}</h2>
        <AddressDialog
          trigger={
            <Button variant="primary" disabled={props.readOnly}>
              {T.addAddress}
            </Button>
          }
        />
      </div>
      {addresses.isError ? <p role="alert">{T.addressesFailed}</p> : null}
      {addresses.isSuccess && list.length === 0 ? (
        <p className="profile-card__empty">{T.noAddresses}</p>
      ) : null}
      <ul className="profile-addresses" aria-busy={addresses.isPending}>
        {list.map((a) => {
          const title = addressTitle(a);
          return (
            <li key={a.address_id} className="profile-address">
              <h3 className="profile-address__title">{title}</h3>
              <address className="profile-address__lines">
                {addressLines(a).map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in a fixed order
                  <span key={i}>{line}</span>
                ))}
              </address>
              <div className="profile-address__actions">
                <AddressDialog
                  address={a}
                  trigger={
                    <Button variant="secondary" disabled={props.readOnly} aria-label={T.editAddress(title)}>
                      {T.edit}
                    </Button>
                  }
                />
                <DeleteDialog address={a} readOnly={props.readOnly} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
