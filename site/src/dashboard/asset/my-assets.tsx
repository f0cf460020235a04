/**
 * The assets the person listed (GET /assets), each with the days it is offered. The owner adds
 * a window of days or removes one (PUT /assets/availability → 'Updated Successfully'; the server
 * merges windows that touch), each window checked with core's `availabilityWindow`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { availabilityWindow } from '../../../../core/accounts/assets/asset-listing';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { Button } from '../../../../widgets/kit/button';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { useToast } from '../../../../widgets/kit/toast';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { DateField, todayUtc } from './asset-fields';
import { ASSET_PAGE_TEXT } from './asset-text';
import { orderDates } from './hire-orders';
import { type Asset, failureText, rupees, useMyAssets } from './use-hire-data';

const T = ASSET_PAGE_TEXT.mine;
type Window = { from: string; to: string };

/** The person's listed assets, or a sentence when there are none. */
export function MyAssets({ readOnly }: { readonly readOnly: boolean }) {
  const assets = useMyAssets();
  if (assets.isPending) return <p aria-live="polite">{T.loading}</p>;
  if (assets.isError)
    return (
      <p className="asset-refusal" role="alert">
        {failureText(assets.error)}
      </p>
    );
  if (assets.data.length === 0) return <p className="asset-empty">{T.none}</p>;
  return (
    <ul className="asset-order-list asset-order-list--wide">
      {assets.data.map((a) => (
        <OwnAsset key={a._id} asset={a} readOnly={readOnly} />
      ))}
    </ul>
  );
}

function OwnAsset({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const queries = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm(availabilityWindow, { defaultValues: { from: '', to: '' } });
  const headingId = `asset-${asset._id}`;

  const save = async (availability: readonly Window[]) => {
    setRefusal(null);
    setSaving(true);
    const answer = await api.PUT('/assets/availability', {
      body: { asset_id: asset._id, availability: [...availability] },
    });
    setSaving(false);
    if (answer.data) {
      toast.answer(answer.data);
      form.reset({ from: '', to: '' });
      await queries.invalidateQueries({ queryKey: ['assets', 'mine'] });
      void queries.invalidateQueries({ queryKey: ['orders', 'hire', 'available'] });
    } else setRefusal(answerErrorText(answer));
  };

  return (
    <li className="asset-order">
      <h3 id={headingId} className="asset-order__link">
        {asset.asset_model}
      </h3>
      <p className="asset-order__meta">
        <span>{asset.asset_type}</span>
        <span>{asset.city}</span>
        <span className="asset-number">
          {rupees(asset.daily_rate)} {ASSET_PAGE_TEXT.wizard.perDay}
        </span>
      </p>
      <p className="asset-order__purpose">{T.windows}</p>
      {asset.availability.length === 0 ? <p className="asset-empty">{T.noWindows}</p> : null}
      <ul className="asset-windows">
        {asset.availability.map((w) => (
          <li key={w.from}>
            <span>{orderDates(w)}</span>
            <Button
              variant="ghost"
              disabled={readOnly || saving}
              aria-label={`${T.remove} ${orderDates(w)}`}
              onClick={() => void save(asset.availability.filter((o) => o.from !== w.from))}
            >
              {T.remove}
            </Button>
          </li>
        ))}
      </ul>
      <Form
        form={form}
        onValid={(w) => save([...asset.availability, w])}
        className="asset-window-form"
        aria-label={`${T.add}: ${asset.asset_model}`}
      >
        <DateField name="from" label={T.from} min={todayUtc()} />
        <DateField name="to" label={T.to} min={todayUtc()} />
        <SubmitButton variant="secondary" disabled={readOnly} pending={saving}>
          {T.add}
        </SubmitButton>
      </Form>
      {refusal ? (
        <p className="asset-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}
