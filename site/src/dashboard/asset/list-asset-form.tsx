/**
 * Listing an asset for hire (POST /assets → 'Asset added'): type, model, city, daily rate in
 * rupees and the days it is available, checked with core's `registerAssetSchema`. Only business
 * admins and sellers may list (core's `isAdminOrSeller`); others are told so and what to do.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { registerAssetSchema } from '../../../../core/accounts/assets/asset-listing';
import { isAdminOrSeller } from '../../../../core/permissions/roles';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { type FormInput, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSessionSnapshot, useSite } from '../../app/site-context';
import { DateField, todayUtc } from './asset-fields';
import { ASSET_PAGE_TEXT } from './asset-text';
import { useAssetTypes } from './use-hire-data';

const T = ASSET_PAGE_TEXT.list;
// The fields as typed: no type chosen yet (''), which the schema refuses with its message.
const EMPTY = {
  asset_type: '',
  asset_model: '',
  city: '',
  daily_rate: '',
  availability: [{ from: '', to: '' }],
} as unknown as FormInput<typeof registerAssetSchema>;

/** The listing form, or why the person cannot list. */
export function ListAssetSection({ readOnly }: { readonly readOnly: boolean }) {
  const role = useSessionSnapshot()?.user.role;
  return (
    <section className="asset-section" aria-labelledby="asset-list-heading">
      <h2 id="asset-list-heading">{T.heading}</h2>
      <p className="asset-section__lead">{T.lead}</p>
      {role && isAdminOrSeller(role) ? <ListAssetForm readOnly={readOnly} /> : <p>{T.notAllowed}</p>}
    </section>
  );
}

function ListAssetForm({ readOnly }: { readonly readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const queries = useQueryClient();
  const types = useAssetTypes();
  const form = useSchemaForm(registerAssetSchema, { defaultValues: EMPTY });
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = todayUtc();

  const list = async () => {
    setRefusal(null);
    // The raw values: the server parses the rupees itself (core's schema, as here).
    const answer = await api.POST('/assets', { body: form.getValues() as never });
    if (answer.data) {
      toast.answer(answer.data);
      form.reset(EMPTY);
      void queries.invalidateQueries({ queryKey: ['assets', 'mine'] });
      void queries.invalidateQueries({ queryKey: ['orders', 'hire', 'available'] });
    } else setRefusal(answerErrorText(answer));
  };

  return (
    <Form form={form} onValid={list} className="asset-form" aria-label={T.heading}>
      <div className="asset-form__grid">
        <SelectField
          name="asset_type"
          label={ASSET_PAGE_TEXT.wizard.type}
          options={(types.data ?? []).map((t) => ({ value: t, label: t }))}
        />
        <TextField name="asset_model" label={T.model} maxLength={100} />
        <TextField name="city" label={T.city} maxLength={100} />
        <TextField name="daily_rate" label={T.rate} autoComplete="off" />
        <DateField name="availability.0.from" label={T.availableFrom} min={today} />
        <DateField name="availability.0.to" label={T.availableTo} min={today} />
      </div>
      {refusal ? (
        <p className="asset-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="asset-wizard__footer">
        <SubmitButton variant="primary" disabled={readOnly}>
          {T.submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
