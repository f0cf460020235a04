/**
 * /smarthire (spec §2, protected; drawn in the site's frame): the hire marketplace — what is free
 * to hire for the days asked (GET /orders/hire/available, every type at once or one), each
 * leading into the hire wizard on /dashboard/asset with its answers filled in, and the person's
 * hire orders. On a read-only page (spec §6) nothing can be hired from here.
 */
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { ASSET_TYPES } from '../../../../core/accounts/assets/asset';
import { hireDays } from '../../../../core/accounts/assets/hire-wizard';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSessionSnapshot, useSite } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { addDays, DateField, todayUtc } from '../asset/asset-fields';
import { ASSET_PAGE_TEXT, SMARTHIRE_TEXT as S } from '../asset/asset-text';
import { HireOrders } from '../asset/hire-orders';
import { type AvailableAsset, failureText, ReadFailure, rupees, useAssetTypes } from '../asset/use-hire-data';
import { PROTECTED_TEXT } from '../content/protected-text';
import { useReadOnly } from '../shell/use-dashboard-data';
import '../shell/dashboard-pages.css';
import '../asset/asset.css';

const text = PROTECTED_TEXT.pages.smarthire;

/** SmartHire's search: core's rule for the days, and a type or every type. */
const searchForm = z.intersection(
  hireDays,
  z.object({
    asset_type: z.union([z.enum(ASSET_TYPES), z.literal('')]),
    city: z.string().trim().max(100).optional(),
  }),
);
type Search = z.output<typeof searchForm>;

/** The assets free for `search`, of its type or of every type (one call per type, merged in type order). */
function useAvailableEverywhere(search: Search, types: readonly string[]) {
  const { api } = useSite();
  const userId = useSessionSnapshot()?.user.user_id ?? null;
  const asked = search.asset_type ? [search.asset_type] : types;
  return useQueries({
    queries: asked.map((asset_type) => {
      const query = {
        asset_type,
        from: search.from,
        to: search.to,
        ...(search.city ? { city: search.city } : {}),
      };
      return {
        queryKey: ['orders', 'hire', 'available', userId, query],
        enabled: userId !== null,
        retry: false,
        queryFn: async () => {
          const answer = await api.GET('/orders/hire/available', { params: { query } });
          if (!answer.data) throw new ReadFailure(answerErrorText(answer));
          return answer.data.data;
        },
      };
    }),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
      assets: results.flatMap((r) => r.data ?? []),
    }),
  });
}

export default function SmartHirePage() {
  const { pathname } = useLocation();
  const readOnly = useReadOnly(pathname);
  const types = useAssetTypes();
  const start = addDays(todayUtc(), 1);
  const initial: Search = { asset_type: '', from: start, to: addDays(start, 2), city: '' };
  const [search, setSearch] = useState<Search>(initial);
  const form = useSchemaForm(searchForm, { defaultValues: initial });
  const found = useAvailableEverywhere(search, types.data ?? []);

  return (
    <div className="site-column smarthire-page">
      <PageMeta title={text.title} description={text.description} />
      <h1>{text.title}</h1>
      <p className="protected-notice__what">{text.what}</p>
      {readOnly ? <p className="asset-note">{S.readOnly}</p> : null}
      <p className="asset-links">
        <Link className="ispz-button ispz-button--primary" to="/dashboard/asset">
          {S.start}
        </Link>
      </p>

      <section className="asset-section" aria-labelledby="smarthire-available">
        <h2 id="smarthire-available">{S.available}</h2>
        <Form
          form={form}
          onValid={(values) => setSearch(values)}
          className="asset-form"
          aria-label={S.available}
        >
          <div className="asset-form__grid asset-form__grid--search">
            <SelectField
              name="asset_type"
              label={S.type}
              placeholder={S.allTypes}
              options={(types.data ?? []).map((t) => ({ value: t, label: t }))}
            />
            <DateField name="from" label={S.from} min={todayUtc()} />
            <DateField name="to" label={S.to} min={todayUtc()} />
            <TextField name="city" label={S.city} maxLength={100} />
          </div>
          <div className="asset-wizard__footer">
            <SubmitButton variant="secondary">{S.search}</SubmitButton>
          </div>
        </Form>
        <Results found={found} search={search} readOnly={readOnly} typesFailed={types.isError} />
      </section>

      <section className="asset-section" aria-labelledby="smarthire-orders">
        <h2 id="smarthire-orders">{ASSET_PAGE_TEXT.orders.heading}</h2>
        <HireOrders />
      </section>
    </div>
  );
}

function Results(props: {
  found: ReturnType<typeof useAvailableEverywhere>;
  search: Search;
  readOnly: boolean;
  typesFailed: boolean;
}) {
  const { found, search } = props;
  if (found.error)
    return (
      <p className="asset-refusal" role="alert">
        {failureText(found.error)}
      </p>
    );
  if (found.pending && !props.typesFailed) return <p aria-live="polite">{S.searching}</p>;
  if (found.assets.length === 0) return <p className="asset-empty">{S.none}</p>;
  return (
    <ul className="asset-order-list smarthire-results" aria-live="polite">
      {found.assets.map((a) => (
        <AvailableCard key={a.asset._id} available={a} search={search} readOnly={props.readOnly} />
      ))}
    </ul>
  );
}

function AvailableCard({
  available: { asset, days, amount },
  search,
  readOnly,
}: {
  available: AvailableAsset;
  search: Search;
  readOnly: boolean;
}) {
  const prefill = new URLSearchParams({
    asset_type: asset.asset_type,
    from: search.from,
    to: search.to,
    ...(search.city ? { city: search.city } : {}),
    asset_id: asset._id,
  });
  return (
    <li className="asset-order">
      <h3 className="asset-order__link">{asset.asset_model}</h3>
      <p className="asset-order__meta">
        <span>{asset.asset_type}</span>
        <span>{asset.city}</span>
        <span>
          {S.columns.rate}: <span className="asset-number">{rupees(asset.daily_rate)}</span>
        </span>
        <span>
          {S.columns.total} ({days}): <span className="asset-number">{rupees(amount)}</span>
        </span>
      </p>
      {readOnly ? null : (
        <Link
          className="ispz-button ispz-button--secondary asset-order__action"
          to={`/dashboard/asset?${prefill}`}
          aria-label={`${S.hire}: ${asset.asset_model}`}
        >
          {S.hire}
        </Link>
      )}
    </li>
  );
}
