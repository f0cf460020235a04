/**
 * What waits for the platform admin (spec §6 admin approvals, §8 'Approved successfully'):
 * businesses, ecosystems and personas awaiting approval, and earned referral rewards to pay,
 * reject or cancel. Each list is the server's, oldest first; a decision shows the server's
 * toast and the list is read again, so a decided item leaves it. On a read-only page every
 * button is disabled (spec §6).
 */

import { formatDate } from '../../../../core/format/dates';
import { rewardStatusColour } from '../../../../core/format/status-colours';
import { Button } from '../../../../widgets/kit/button';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { DataTable } from '../../../../widgets/kit/table/data-table';
import type { DataColumn } from '../../../../widgets/kit/table/table-types';
import { useSite } from '../../app/site-context';
import { tableStateOf } from '../../kit/table-state';
import type { PendingBusiness, PendingEcosystem, PendingPersona, RewardToDecide } from './admin-rows';
import { ADMIN_TEXT as T } from './admin-text';
import { useAdminList, useDecision } from './use-admin-data';

type Query<Row> = ReturnType<typeof useAdminList<Row>>;
const NO_ROWS: never[] = [];

/** A heading, a note and the kit's table of one list. */
function QueueTable<Row extends { readonly _id: string }>(props: {
  id: string;
  heading: string;
  note?: string;
  query: Query<Row>;
  columns: readonly DataColumn<Row>[];
}) {
  const { query } = props;
  return (
    <section className="admin-section admin-section--queue" aria-labelledby={props.id}>
      <h2 id={props.id} className="dash-page__heading">
        {props.heading}
      </h2>
      <p className="admin-section__note">{props.note ?? T.queueNote}</p>
      <DataTable
        label={props.heading}
        columns={props.columns}
        rows={query.data ?? (NO_ROWS as Row[])}
        getRowId={(row) => row._id}
        state={tableStateOf(query)}
        errorText={query.error?.message}
        emptyText={T.nothingWaiting}
        maxHeight="none"
      />
    </section>
  );
}

const wrap = (text: string) => <span className="admin-wrap">{text}</span>;

function Businesses({ readOnly }: { readOnly: boolean }) {
  const { api } = useSite();
  const query = useAdminList('businesses', () => api.GET('/admin/businesses/pending'));
  const { pending, decide } = useDecision(['admin', 'businesses']);
  const columns: DataColumn<PendingBusiness>[] = [
    { id: 'name', header: T.col.business, value: (b) => b.business_name },
    { id: 'type', header: T.col.type, value: (b) => b.business_type },
    { id: 'owner', header: T.col.owner, value: (b) => b.owner_id },
    { id: 'registered', header: T.col.registered, value: (b) => formatDate(b.createdAt) },
    {
      id: 'actions',
      header: T.col.actions,
      cell: (b) => (
        <Button
          variant="secondary"
          disabled={readOnly || (pending !== null && pending !== b._id)}
          pending={pending === b._id}
          aria-label={T.actOn(T.approve, b.business_name)}
          onClick={() =>
            decide(b._id, () => api.POST('/admin/businesses/approve', { body: { business_id: b._id } }))
          }
        >
          {T.approve}
        </Button>
      ),
    },
  ];
  return <QueueTable id="admin-businesses" heading={T.businesses} query={query} columns={columns} />;
}

function Ecosystems({ readOnly }: { readOnly: boolean }) {
  const { api } = useSite();
  const query = useAdminList('ecosystems', () => api.GET('/admin/ecosystems/pending'));
  const { pending, decide } = useDecision(['admin', 'ecosystems']);
  const columns: DataColumn<PendingEcosystem>[] = [
    { id: 'name', header: T.col.ecosystem, value: (e) => e.ecosystem_name },
    { id: 'url', header: T.col.address, value: (e) => e.ecosystem_url },
    {
      id: 'redirects',
      header: T.col.redirects,
      cell: (e) => wrap(e.redirect_uris.length > 0 ? e.redirect_uris.join(', ') : T.none),
    },
    {
      id: 'actions',
      header: T.col.actions,
      cell: (e) => (
        <Button
          variant="secondary"
          disabled={readOnly || (pending !== null && pending !== e._id)}
          pending={pending === e._id}
          aria-label={T.actOn(T.approve, e.ecosystem_name)}
          onClick={() =>
            decide(e._id, () => api.POST('/admin/ecosystems/approve', { body: { ecosystem_id: e._id } }))
          }
        >
          {T.approve}
        </Button>
      ),
    },
  ];
  return <QueueTable id="admin-ecosystems" heading={T.ecosystems} query={query} columns={columns} />;
}

function Personas({ readOnly }: { readOnly: boolean }) {
  const { api } = useSite();
  const query = useAdminList('personas', () => api.GET('/admin/personas/pending'));
  const { pending, decide } = useDecision(['admin', 'personas']);
  const what = (p: PendingPersona) => `${p.persona_type.entity_type_name} of wallet ${p.wallet_id}`;
  const busy = (p: PendingPersona) => readOnly || (pending !== null && !pending.endsWith(p._id));
  const columns: DataColumn<PendingPersona>[] = [
    { id: 'persona', header: T.col.persona, value: (p) => p.persona_type.entity_type_name },
    { id: 'wallet', header: T.col.wallet, value: (p) => p.wallet_id },
    { id: 'onboarded', header: T.col.onboarded, value: (p) => formatDate(p.onboardedAt) },
    {
      id: 'actions',
      header: T.col.actions,
      cell: (p) => (
        <span className="admin-actions">
          <Button
            variant="secondary"
            disabled={busy(p)}
            pending={pending === `approve:${p._id}`}
            aria-label={T.actOn(T.approve, what(p))}
            onClick={() =>
              decide(`approve:${p._id}`, () =>
                api.POST('/admin/personas/approve', { body: { persona_id: p._id } }),
              )
            }
          >
            {T.approve}
          </Button>
          <Button
            variant="ghost"
            disabled={busy(p)}
            pending={pending === `reject:${p._id}`}
            aria-label={T.actOn(T.reject, what(p))}
            onClick={() =>
              decide(`reject:${p._id}`, () =>
                api.POST('/admin/personas/reject', { body: { persona_id: p._id } }),
              )
            }
          >
            {T.reject}
          </Button>
        </span>
      ),
    },
  ];
  return <QueueTable id="admin-personas" heading={T.personas} query={query} columns={columns} />;
}

const REWARD_DECISIONS = [
  { status: 'Paid', verb: T.pay, variant: 'secondary' },
  { status: 'Rejected', verb: T.reject, variant: 'ghost' },
  { status: 'Cancelled', verb: T.cancel, variant: 'ghost' },
] as const;

function Rewards({ readOnly }: { readOnly: boolean }) {
  const { api } = useSite();
  const query = useAdminList('rewards', () => api.GET('/admin/rewards'));
  const { pending, decide } = useDecision(['admin', 'rewards']);
  const columns: DataColumn<RewardToDecide>[] = [
    { id: 'referred', header: T.col.referred, value: (r) => r.referred_user_id },
    { id: 'credits', header: T.col.credits, value: (r) => r.credits, numeric: true },
    {
      id: 'status',
      header: T.col.status,
      cell: (r) => <StatusBadge colour={rewardStatusColour(r.status)}>{r.status}</StatusBadge>,
    },
    { id: 'since', header: T.col.since, value: (r) => formatDate(r.updatedAt) },
    {
      id: 'actions',
      header: T.col.actions,
      cell: (r) => (
        <span className="admin-actions">
          {REWARD_DECISIONS.map((d) => (
            <Button
              key={d.status}
              variant={d.variant}
              disabled={readOnly || (pending !== null && !pending.endsWith(r._id))}
              pending={pending === `${d.status}:${r._id}`}
              aria-label={T.actOn(d.verb, `the reward for referring ${r.referred_user_id}`)}
              onClick={() =>
                decide(`${d.status}:${r._id}`, () =>
                  api.POST('/admin/rewards/decide', { body: { reward_id: r._id, status: d.status } }),
                )
              }
            >
              {d.verb}
            </Button>
          ))}
        </span>
      ),
    },
  ];
  return (
    <QueueTable id="admin-rewards" heading={T.rewards} note={T.rewardsNote} query={query} columns={columns} />
  );
}

/** The approvals tab. */
export function ApprovalsSection({ readOnly }: { readOnly: boolean }) {
  return (
    <div className="admin-stack">
      <Businesses readOnly={readOnly} />
      <Ecosystems readOnly={readOnly} />
      <Personas readOnly={readOnly} />
      <Rewards readOnly={readOnly} />
    </div>
  );
}
