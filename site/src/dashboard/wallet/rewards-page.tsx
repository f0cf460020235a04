/**
 * /dashboard/wallet/rewards (spec §2; §3 reward data and status colours: Eligible orange, Earned
 * green, Paid blue, Rejected and Cancelled red, else black — core's `rewardStatusColour`, drawn
 * with the word by the kit's StatusBadge): the person's referral code, what their referrals
 * earned (people referred, credits in each status, credits paid into the wallet) and every
 * reward (GET /wallets/rewards, GET /wallets/credits). Nothing here is an action.
 */
import { Link } from 'react-router';
import { REWARD_STATUSES } from '../../../../core/accounts/rewards/reward';
import { formatThousands } from '../../../../core/format/numbers';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { type DataColumn, DataTable } from '../../../../widgets/kit/table';
import { PageMeta } from '../../kit/page-meta';
import { useCredits, useRewards } from './wallet-queries';
import { REWARDS_TEXT as T } from './wallet-text';
import { type RewardRow, referralSummary, rewardRows } from './wallet-view';
import '../shell/dashboard-pages.css';
import './wallet.css';
import { tableStateOf } from '../../kit/table-state';

const COLUMNS: DataColumn<RewardRow>[] = [
  {
    id: 'status',
    header: T.statusColumn,
    cell: (r) => <StatusBadge colour={r.status.colour}>{r.status.text}</StatusBadge>,
  },
  { id: 'credits', header: T.creditsColumn, value: (r) => r.credits, numeric: true },
  { id: 'date', header: T.dateColumn, value: (r) => r.date },
  { id: 'referred', header: T.referredColumn, cell: (r) => <span className="wallet-id">{r.referred}</span> },
];

export default function RewardsPage() {
  const rewards = useRewards();
  const credits = useCredits();
  const list = rewards.data?.data ?? [];
  const summary = referralSummary(list);
  const state = tableStateOf(rewards);
  return (
    <div className="dash-page wallet-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      <section className="wallet-section" aria-labelledby="rewards-summary">
        <h2 id="rewards-summary">{T.summaryHeading}</h2>
        <dl className="wallet-facts" aria-busy={rewards.status === 'pending'}>
          <div className="wallet-facts__wide">
            <dt>{T.referralCode}</dt>
            <dd className="wallet-figure">{rewards.data?.referral_code ?? '-'}</dd>
          </div>
          <div>
            <dt>{T.referred}</dt>
            <dd className="wallet-figure">{rewards.data ? formatThousands(summary.referred) : '-'}</dd>
          </div>
          {REWARD_STATUSES.map((status) => (
            <div key={status}>
              <dt>{T.creditsIn(status)}</dt>
              <dd className="wallet-figure">
                {rewards.data ? formatThousands(summary.credits[status]) : '-'}
              </dd>
            </div>
          ))}
          <div>
            <dt>{T.balance}</dt>
            <dd className="wallet-figure">{credits.data ? formatThousands(credits.data.balance) : '-'}</dd>
          </div>
        </dl>
      </section>
      <section className="wallet-section" aria-labelledby="rewards-list">
        <h2 id="rewards-list">{T.table}</h2>
        <DataTable
          label={T.table}
          columns={COLUMNS}
          rows={rewardRows(list)}
          getRowId={(r) => r.id}
          state={state}
          errorText={T.loadFailed}
          emptyText={T.empty}
          maxHeight="none"
        />
      </section>
      <p>
        <Link to="/dashboard/wallet">{T.walletLink}</Link>
      </p>
    </div>
  );
}
