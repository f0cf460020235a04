/**
 * /dashboard/business/contracts (spec §4 contracts: statuses, actions APPROVED / REJECTED /
 * CANCELLED, modes create / edit / view, digital or E-Stamp; §3 stamp duty states and agreement
 * types). The list of the person's contracts with their status; `?new` opens the form in mode
 * create, `?contract=<id>` the contract in the mode the server says (view, or edit for the
 * creator of a draft with `&edit`). Everything reads and writes the real API; every action is
 * off when the route configuration marks the page read-only (spec §6).
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../core/errors/messages';
import { Button } from '../../../../widgets/kit/button';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { type DataColumn, DataTable } from '../../../../widgets/kit/table';
import { useSessionSnapshot } from '../../app/site-context';
import { PageMeta } from '../../kit/page-meta';
import { shellErrorText, useReadOnly } from '../shell/use-dashboard-data';
import { ContractDetails } from './contract-details';
import { ContractForm } from './contract-form';
import { type ContractRow, contractRows, type People } from './contract-view';
import { useActingBusiness, useContract, useContracts, useMembers } from './contracts-queries';
import { CONTRACTS_TEXT as T } from './contracts-text';
import '../shell/dashboard-pages.css';
import './contracts.css';
import { tableStateOf } from '../../kit/table-state';

const PAGE = '/dashboard/business/contracts';

const columns = (open: (id: string) => string): DataColumn<ContractRow>[] => [
  {
    id: 'title',
    header: T.titleColumn,
    cell: (r) => (
      <Link to={open(r.id)} aria-label={T.view(r.title)}>
        {r.title}
      </Link>
    ),
  },
  { id: 'type', header: T.typeColumn, value: (r) => r.agreementType },
  { id: 'kind', header: T.kindColumn, value: (r) => r.kind },
  { id: 'party', header: T.partyColumn, value: (r) => r.otherParty },
  {
    id: 'status',
    header: T.statusColumn,
    cell: (r) => <StatusBadge colour={r.status.colour}>{r.status.text}</StatusBadge>,
  },
];

const NARROW = '(max-width: 599.98px)';
/** True under 600 px, where the list draws as cards. */
function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(NARROW).matches,
  );
}

const openUrl = (id: string) => `${PAGE}?contract=${encodeURIComponent(id)}`;

export default function ContractsPage() {
  const { pathname } = useLocation();
  const readOnly = useReadOnly(pathname);
  const [params, setParams] = useSearchParams();
  const me = useSessionSnapshot()?.user.user_id ?? '';
  const businessId = useActingBusiness();
  const members = useMembers();
  const people: People = { me, members: members.data ?? [] };
  const contractId = params.get('contract');
  const creating = params.has('new');
  const editing = params.has('edit');
  const go = (next: Record<string, string> | null) => setParams(next ?? {});
  const toList = () => go(null);
  const toContract = (id: string) => go({ contract: id });

  let body: ReactNode;
  if (creating) {
    body =
      businessId === null ? (
        <p className="contracts-panel">{T.noBusiness}</p>
      ) : (
        <ContractForm
          contract={null}
          me={me}
          members={people.members}
          readOnly={readOnly}
          onSaved={toContract}
          onCancel={toList}
        />
      );
  } else if (contractId !== null) {
    body = (
      <OneContract
        id={contractId}
        editing={editing}
        people={people}
        readOnly={readOnly}
        onEdit={() => go({ contract: contractId, edit: '' })}
        onSaved={toContract}
        onCancel={() => toContract(contractId)}
      />
    );
  } else body = <ContractList people={people} />;

  return (
    <div className="dash-page contracts-page">
      <PageMeta title={T.title} description={T.description} />
      <h1>{T.title}</h1>
      <p className="dash-page__lead">{T.lead}</p>
      <div className="contracts-bar">
        {creating || contractId !== null ? (
          <Link to={PAGE} className="contracts-back">
            {T.back}
          </Link>
        ) : readOnly ? (
          <Button variant="primary" disabled>
            {T.newContract}
          </Button>
        ) : (
          <Link to={`${PAGE}?new`} className="ispz-button ispz-button--primary">
            {T.newContract}
          </Link>
        )}
      </div>
      {body}
    </div>
  );
}

function ContractList({ people }: { readonly people: People }) {
  const contracts = useContracts();
  const narrow = useNarrow();
  const state = tableStateOf(contracts);
  const rows = contractRows(contracts.data ?? [], people);
  const errorText = contracts.status === 'error' ? shellErrorText(contracts.error) : undefined;
  return (
    <section aria-labelledby="contracts-list">
      <h2 id="contracts-list" className="dash-page__heading">
        {T.tableLabel}
      </h2>
      {narrow ? (
        <ContractCards rows={rows} state={state} errorText={errorText} />
      ) : (
        <DataTable
          label={T.tableLabel}
          columns={columns(openUrl)}
          rows={rows}
          getRowId={(r) => r.id}
          state={state}
          errorText={errorText}
          emptyText={T.empty}
          maxHeight="none"
        />
      )}
    </section>
  );
}

function ContractCards(props: {
  readonly rows: readonly ContractRow[];
  readonly state: 'loading' | 'failed' | 'ready';
  readonly errorText: string | undefined;
}) {
  if (props.state === 'loading') return <p role="status">{T.loading}</p>;
  if (props.state === 'failed') return <p role="alert">{props.errorText}</p>;
  if (props.rows.length === 0) return <p>{T.empty}</p>;
  return (
    <ul className="contracts-cards" aria-label={T.tableLabel}>
      {props.rows.map((r) => (
        <li key={r.id} className="contracts-card">
          <Link className="contracts-card__title" to={openUrl(r.id)} aria-label={T.view(r.title)}>
            {r.title}
          </Link>
          <StatusBadge colour={r.status.colour}>{r.status.text}</StatusBadge>
          <p>
            {r.agreementType} · {r.kind}
          </p>
          <p>
            {T.partyColumn}: {r.otherParty} · {T.updatedColumn}: {r.updated}
          </p>
        </li>
      ))}
    </ul>
  );
}

interface OneContractProps {
  readonly id: string;
  readonly editing: boolean;
  readonly people: People;
  readonly readOnly: boolean;
  readonly onEdit: () => void;
  readonly onSaved: (id: string) => void;
  readonly onCancel: () => void;
}

function OneContract(props: OneContractProps) {
  const contract = useContract(props.id);
  if (contract.status === 'pending')
    return (
      <p className="contracts-panel" role="status">
        {T.loading}
      </p>
    );
  if (contract.status === 'error')
    return (
      <p className="contracts-panel" role="alert">
        {shellErrorText(contract.error) || MESSAGES.failedToFetchContract}
      </p>
    );
  const c = contract.data;
  if (props.editing && c.mode === 'edit')
    return (
      <ContractForm
        contract={c}
        me={props.people.me}
        members={props.people.members}
        readOnly={props.readOnly}
        onSaved={props.onSaved}
        onCancel={props.onCancel}
      />
    );
  return (
    <ContractDetails contract={c} people={props.people} readOnly={props.readOnly} onEdit={props.onEdit} />
  );
}
