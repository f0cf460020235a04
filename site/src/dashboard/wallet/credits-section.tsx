/**
 * The wallet's credits (spec §3 credit data; GET /wallets/credits): the balance and the
 * movements, whole reward points with thousands separators (core/format).
 */
import { Link } from 'react-router';
import { formatThousands } from '../../../../core/format/numbers';
import { type DataColumn, DataTable } from '../../../../widgets/kit/table';
import { tableStateOf } from '../../kit/table-state';
import { useCredits } from './wallet-queries';
import { WALLET_TEXT as T } from './wallet-text';
import { type CreditRow, creditRows } from './wallet-view';

const COLUMNS: DataColumn<CreditRow>[] = [
  { id: 'date', header: T.dateColumn, value: (r) => r.date },
  { id: 'reward', header: T.rewardColumn, cell: (r) => <span className="wallet-id">{r.reward}</span> },
  { id: 'credits', header: T.creditsColumn, value: (r) => r.credits, numeric: true },
];

/** The credits part of /dashboard/wallet. */
export function CreditsSection() {
  const credits = useCredits();
  const state = tableStateOf(credits);
  return (
    <section className="wallet-section" aria-labelledby="wallet-credits">
      <h2 id="wallet-credits">{T.creditsHeading}</h2>
      <dl className="wallet-facts">
        <div>
          <dt>{T.balance}</dt>
          <dd className="wallet-figure">{credits.data ? formatThousands(credits.data.balance) : '-'}</dd>
        </div>
      </dl>
      <DataTable
        label={T.creditsTable}
        columns={COLUMNS}
        rows={creditRows(credits.data?.transactions ?? [])}
        getRowId={(r) => r.id}
        state={state}
        emptyText={T.noCredits}
        maxHeight="none"
      />
      <p>
        <Link to="/dashboard/wallet/rewards">{T.rewardsLink}</Link>
      </p>
    </section>
  );
}
