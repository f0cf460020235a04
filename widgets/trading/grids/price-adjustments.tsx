/**
 * Price adjustments (spec §7 `POST /get_price_adjustment {loanIds}` → loan_id, totalAdj):
 * each loan's adjustment as a percent of its amount, with the lines that make it up. While
 * the answer is on its way the screen reads 'Fetching the tape price...' (§8); failed and
 * empty read the §8 sentences.
 */
import { useMemo } from 'react';
import { formatTwoDecimals } from '../../../core/format/numbers';
import type { components } from '../../api';
import { Spinner } from '../../kit/icons';
import { DataTable } from '../../kit/table/data-table';
import type { DataColumn } from '../../kit/table/table-types';
import { useApiQuery } from '../shared/use-api-query';
import { withTrading } from '../shared/with-trading';
import { GRIDS_TEXT } from './grids-text';
import type { PriceAdjustmentsProps } from './props';

type Adjustment = components['schemas']['PriceAdjustment'];

const C = GRIDS_TEXT.columns;
const percent = (n: number) => `${n > 0 ? '+' : ''}${formatTwoDecimals(n)}%`;

const COLUMNS: readonly DataColumn<Adjustment>[] = [
  { id: 'loanId', header: C.loanId, sortable: true, value: (r) => r.loan_id },
  {
    id: 'lines',
    header: C.adjustments,
    value: (r) => r.lines.map((l) => `${l.name} ${percent(l.percent)}`).join(', ') || '-',
  },
  {
    id: 'totalAdj',
    header: C.totalAdj,
    numeric: true,
    sortable: true,
    value: (r) => r.totalAdj,
    cell: (r) => percent(r.totalAdj),
  },
];

function PriceAdjustmentsView(props: PriceAdjustmentsProps) {
  const loanIds = useMemo(() => [...props.loanIds], [props.loanIds]);
  const query = useApiQuery(loanIds.length > 0 ? ['get_price_adjustment', loanIds] : null, (client, signal) =>
    client.POST('/get_price_adjustment', { body: { loanIds }, signal }),
  );
  const rows = loanIds.length === 0 ? [] : (query.data?.data ?? []);
  const loading = loanIds.length > 0 && query.state === 'loading';
  return (
    <section className="ispz-grid ispz-grid--price" aria-labelledby="ispz-price-title">
      <header className="ispz-grid__bar">
        <h2 id="ispz-price-title" className="ispz-grid__title">
          {GRIDS_TEXT.priceTitle}
        </h2>
      </header>
      {loading ? (
        <p className="ispz-data-state ispz-data-state--loading" role="status">
          <Spinner />
          <span>{GRIDS_TEXT.fetchingPrice}</span>
        </p>
      ) : (
        <DataTable
          label={GRIDS_TEXT.priceTitle}
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => r.loan_id}
          state={loanIds.length === 0 ? 'ready' : query.state}
          errorText={query.errorText}
          maxHeight={400}
        />
      )}
    </section>
  );
}

/** The price adjustment of each loan asked for. */
export const PriceAdjustments = withTrading(PriceAdjustmentsView);
