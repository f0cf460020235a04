/**
 * The four credential tables of the wallet (held, asked to issue, requests for mine, requested by
 * me): the type, the status word and colour, the row's actions, the other party's account ID and
 * the date — the long ID late, so a phone shows status and actions first. The actions: the
 * attributes in a dialog (spec §3 entity_attributes attr_name/uservalue), then those core's rules
 * allow the caller (view model), each disabled while another runs or on a read-only page.
 */
import { Button } from '../../../../widgets/kit/button';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { type DataColumn, DataTable, type TableState } from '../../../../widgets/kit/table';
import type { CredentialActions } from './credential-actions';
import { CREDENTIAL_ACTION_LABELS, SHARE_ACTION_LABELS, WALLET_TEXT as T } from './wallet-text';
import type { CredentialRow, RowAction } from './wallet-view';

/** Which table: decides the other party's column and what the share buttons say. */
export type CredentialTableKind = 'held' | 'issuing' | 'outgoing' | 'incoming';

const COUNTERPARTY: Readonly<Record<CredentialTableKind, string>> = {
  held: T.issuerColumn,
  issuing: T.holderColumn,
  outgoing: T.requesterColumn,
  incoming: T.holderColumn,
};

export interface CredentialTableProps {
  readonly kind: CredentialTableKind;
  readonly label: string;
  readonly rows: readonly CredentialRow[];
  readonly state: TableState;
  readonly readOnly: boolean;
  readonly actions: CredentialActions;
  /** Opens the share dialog of a row ('answer' a request, or 'share-with' someone). */
  readonly onShare: (row: CredentialRow, how: 'answer' | 'share-with') => void;
}

function AttributesDialog({ row }: { readonly row: CredentialRow }) {
  return (
    <Dialog
      title={T.attributesTitle(row.type)}
      size="small"
      trigger={
        <Button variant="ghost" aria-label={`${T.viewAttributes} ${row.type}`}>
          {T.viewAttributes}
        </Button>
      }
      footer={
        <DialogClose>
          <Button variant="secondary">{T.close}</Button>
        </DialogClose>
      }
    >
      {row.attributes ? (
        <dl className="wallet-attributes">
          {row.attributes.map((a) => (
            <div key={a.name}>
              <dt>{a.name}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{T.attributesHidden}</p>
      )}
    </Dialog>
  );
}

function labelOf(action: RowAction, kind: CredentialTableKind): string {
  switch (action.kind) {
    case 'credential':
      return CREDENTIAL_ACTION_LABELS[action.action];
    case 'share':
      return SHARE_ACTION_LABELS[action.action][kind === 'outgoing' ? 'holder' : 'requester'];
    default:
      return T.shareButton;
  }
}

const keyOf = (action: RowAction): string =>
  action.kind === 'credential' || action.kind === 'share' ? action.action : 'share';

export function CredentialTable(props: CredentialTableProps) {
  const { actions, kind } = props;
  const busy = actions.flag !== null;
  const columns: DataColumn<CredentialRow>[] = [
    { id: 'type', header: T.typeColumn, value: (r) => r.type },
    {
      id: 'status',
      header: T.statusColumn,
      cell: (r) => <StatusBadge colour={r.status.colour}>{r.status.text}</StatusBadge>,
    },
    {
      id: 'actions',
      header: T.actionsColumn,
      cell: (r) => (
        <div className="wallet-row-actions">
          <AttributesDialog row={r} />
          {r.actions.map((action) => {
            const key = keyOf(action);
            const label = labelOf(action, kind);
            const onClick = () => {
              if (action.kind === 'credential') void actions.credential(r.id, action.action);
              else if (action.kind === 'share') void actions.share(r.id, action.action);
              else props.onShare(r, action.kind);
            };
            return (
              <Button
                key={key}
                variant={key === 'reject' || key === 'cancel' ? 'secondary' : 'primary'}
                aria-label={`${label} ${r.type}`}
                disabled={props.readOnly || busy}
                pending={actions.flag === `${r.id}:${key}`}
                onClick={onClick}
              >
                {label}
              </Button>
            );
          })}
        </div>
      ),
    },
    {
      id: 'party',
      header: COUNTERPARTY[kind],
      cell: (r) => <span className="wallet-id">{r.counterparty}</span>,
    },
    { id: 'updated', header: T.updatedColumn, value: (r) => r.updated },
  ];
  return (
    <section className="wallet-table" aria-labelledby={`wallet-${kind}`}>
      <h3 id={`wallet-${kind}`}>{props.label}</h3>
      <DataTable
        label={props.label}
        columns={columns}
        rows={props.rows}
        getRowId={(r) => r.id}
        state={props.state}
        emptyText={T.noCredentials}
        maxHeight="none"
      />
    </section>
  );
}
