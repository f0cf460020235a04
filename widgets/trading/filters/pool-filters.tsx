/**
 * POOL FILTERS ('Loan Parameters', spec §2, §3, §5): FICO, LTV %, Debt to Income %, Tenure
 * (months) ranges that apply only with both ends (core's `effectiveFilter`), favourite filters,
 * Loan Id, Borrower, the HMDA radio groups Ethnicity, Race, Gender (core's §9 lists), Clear and
 * Filter. On the pool-summary paths favourites and borrower are hidden. Emits the filter body
 * of `/get_loans_list` without paging (`onFilter`).
 */
import type { PanelRangeField } from '../../../core/loans/favourite-ranges';
import { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from '../../../core/validation/constants';
import { type PoolFilter, poolFilterSchema } from '../../../core/validation/mini/filter-form';
import { Button } from '../../kit/button';
import { RadioGroupField, SelectField } from '../../kit/choice-fields';
import { Form, SubmitButton } from '../../kit/form';
import { TextField } from '../../kit/text-field';
import { useSchemaForm } from '../../kit/use-schema-form';
import type { LoanQuery } from '../records/records-props';
import { useApiQuery, withTrading } from '../shared';
import { FavouriteFilters } from './favourite-filters';
import type { PoolFiltersProps } from './filters-props';
import { FILTERS_TEXT as T } from './filters-text';
import { RangeFields } from './range-fields';

const RANGES: readonly PanelRangeField[] = ['ficoRange', 'ltvRange', 'dtiRange', 'tenureRange'];
const EMPTY = {
  ficoRange: ['', ''],
  ltvRange: ['', ''],
  dtiRange: ['', ''],
  tenureRange: ['', ''],
  hmdaGender: '',
  ethnicity: '',
  race: '',
  loanId: '',
  borrower: '',
};
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The query a submitted panel stands for: the filter that applies, plus Loan Id and Borrower. */
export function panelQuery(filter: PoolFilter, loanId: string, borrower: string): LoanQuery {
  const query: { -readonly [K in keyof LoanQuery]: LoanQuery[K] } = {};
  for (const key of RANGES) {
    const range = filter[key];
    if (range) query[key] = [range[0], range[1]];
  }
  if (filter.hmdaGender) query.hmdaGender = filter.hmdaGender;
  if (filter.ethnicity) query.ethnicity = filter.ethnicity;
  if (filter.race) query.race = filter.race;
  if (loanId.trim()) query.loanId = loanId.trim();
  if (borrower) query.borrower = borrower;
  return query;
}

function Borrowers() {
  const list = useApiQuery('borrowers', (client, signal) =>
    client.GET('/display_all_lender', { params: { query: { persona: 'Borrower' } }, signal }),
  );
  const borrowers = (list.data?.data ?? []).map((b) => ({
    value: b.user_id,
    label: `${b.first_name} (${b.user_id})`,
  }));
  return <SelectField name="borrower" label={T.borrower} options={borrowers} placeholder={T.anyBorrower} />;
}

function PoolFiltersView(props: PoolFiltersProps) {
  const summary = props.variant === 'pool-summary';
  const form = useSchemaForm(poolFilterSchema, { defaultValues: EMPTY as never });
  const loose = form as unknown as {
    getValues(name: string): unknown;
    setValue(name: string, value: unknown): void;
  };
  const text = (name: string) => String(loose.getValues(name) ?? '');
  const emit = (filter: PoolFilter) =>
    props.onFilter?.(panelQuery(filter, text('loanId'), summary ? '' : text('borrower')));
  const clear = () => {
    form.reset(EMPTY as never);
    props.onFilter?.({});
  };
  const currentRanges = () => {
    const out: Partial<Record<PanelRangeField, readonly [number, number]>> = {};
    for (const key of RANGES) {
      const [low, high] = [Number(text(`${key}.0`) || Number.NaN), Number(text(`${key}.1`) || Number.NaN)];
      if (Number.isInteger(low) && Number.isInteger(high)) out[key] = low <= high ? [low, high] : [high, low];
    }
    return out;
  };
  const applyFavourite = (ranges: Partial<Record<PanelRangeField, readonly [number, number]>>) => {
    for (const key of RANGES) {
      const range = ranges[key];
      loose.setValue(key, range ? [String(range[0]), String(range[1])] : ['', '']);
    }
    void form.handleSubmit(emit)();
  };

  return (
    <section className="ispz-filters" aria-label={T.title}>
      <h2 className="ispz-trading-bar__title">{T.title}</h2>
      <p className="ispz-filters__subtitle">{T.subtitle}</p>
      <Form form={form} onValid={emit} aria-label={T.subtitle} className="ispz-filters__form">
        <div className="ispz-filters__ranges">
          {RANGES.map((field) => (
            <RangeFields key={field} field={field} />
          ))}
        </div>
        {summary ? null : <FavouriteFilters currentRanges={currentRanges} onApply={applyFavourite} />}
        <div className="ispz-filters__ids">
          <TextField name="loanId" label={T.loanId} />
          {summary ? null : <Borrowers />}
        </div>
        <div className="ispz-filters__hmda">
          <RadioGroupField name="ethnicity" label={T.hmda.ethnicity} options={options(HMDA_ETHNICITIES)} />
          <RadioGroupField name="race" label={T.hmda.race} options={options(HMDA_RACES)} />
          <RadioGroupField
            name="hmdaGender"
            label={T.hmda.gender}
            options={options(HMDA_GENDERS)}
            orientation="horizontal"
          />
        </div>
        <div className="ispz-filters__footer">
          <Button variant="secondary" onClick={clear}>
            {T.clear}
          </Button>
          <SubmitButton>{T.filter}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** POOL FILTERS, standalone (give `session`) or inside a `TradingProvider`. */
export const PoolFilters = withTrading(PoolFiltersView);
