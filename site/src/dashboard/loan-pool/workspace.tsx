/**
 * The loan-pool workspace inside the trading provider: who the caller works as, the read-only
 * sentence when the route configuration makes the page read-only (spec §6: the widgets then
 * disable every action), and one tab per task the caller's screen allows (see
 * `workspace-sections.ts`). Each tab's panel is a `<section>` named by the task; only the open
 * tab's widgets are mounted, so only its calls are made.
 */
import { type ReactNode, useState } from 'react';
import type { TokenRole } from '../../../../core/permissions/actor';
import { Button } from '../../../../widgets/kit/button';
import { Tabs } from '../../../../widgets/kit/tabs';
import { BiddingTable } from '../../../../widgets/trading/bidding/bidding-table';
import { DdChatViewer } from '../../../../widgets/trading/due-diligence/dd-chat-viewer';
import { DdStartDialog } from '../../../../widgets/trading/due-diligence/dd-start-dialog';
import { SelectDdDialog } from '../../../../widgets/trading/due-diligence/select-dd-dialog';
import { TapeGenerationDialog } from '../../../../widgets/trading/due-diligence/tape-generation-dialog';
import { LoanPool } from '../../../../widgets/trading/filters/loan-pool';
import { PurchaseApprovalGrid } from '../../../../widgets/trading/grids/purchase-approval-grid';
import { StakeholderGrid } from '../../../../widgets/trading/grids/stakeholder-grid';
import { LoanTapes } from '../../../../widgets/trading/loans/loan-tapes';
import { NotificationsList } from '../../../../widgets/trading/loans/notifications-list';
import { useTrading } from '../../../../widgets/trading/shared/trading-context';
import { TapeUpload } from '../../../../widgets/trading/tapes/tape-upload';
import { LOAN_POOL_TEXT as T } from './loan-pool-text';
import { TapeChoice } from './tape-choice';
import {
  approvalGrids,
  dueDiligenceTools,
  personaName,
  type WorkspaceSection,
  workspaceSections,
} from './workspace-sections';

/** Who the caller works as, and the read-only sentence (spec §6). */
export function PersonaNotes() {
  const { persona, readOnly } = useTrading();
  const name = personaName(persona);
  return (
    <div className="lp-notes">
      <p className="lp-note">{name ? T.persona(name) : T.noPersona}</p>
      {readOnly ? <p className="lp-note lp-note--read-only">{T.readOnly}</p> : null}
    </div>
  );
}

/** The due-diligence tools for one chosen tape. */
function DueDiligence({ role }: { readonly role: TokenRole | null }) {
  const { view, readOnly } = useTrading();
  const tools = dueDiligenceTools(view, role);
  const [tape, setTape] = useState('');
  return (
    <>
      <div className="lp-toolbar">
        <TapeChoice value={tape} onChange={setTape} />
        <SelectDdDialog
          trigger={<Button variant="secondary">{T.selectDd}</Button>}
          onSelect={(chosen) => setTape(chosen.tapeName)}
        />
      </div>
      {tape ? (
        <section className="lp-card" aria-label={T.ddChosen(tape)}>
          <h3 className="lp-card__title">{T.ddChosen(tape)}</h3>
          <div className="lp-actions">
            {tools.startDd ? (
              <DdStartDialog
                key={`start-${tape}`}
                tapeName={tape}
                trigger={<Button disabled={readOnly}>{T.startDd}</Button>}
              />
            ) : null}
            <DdChatViewer
              key={`view-${tape}`}
              tapeName={tape}
              trigger={<Button variant="secondary">{T.viewDd}</Button>}
            />
            {tools.generateTapes ? (
              <TapeGenerationDialog
                key={`gen-${tape}`}
                tapeName={tape}
                trigger={<Button variant="secondary">{T.generateTape}</Button>}
              />
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}

/** The stakeholder grid of a chosen tape, and the purchase approvals. */
function Approvals({ role }: { readonly role: TokenRole | null }) {
  const { view } = useTrading();
  const grids = approvalGrids(view, role);
  const [tape, setTape] = useState('');
  return (
    <>
      {grids.stakeholder ? (
        <div className="lp-block">
          <TapeChoice value={tape} onChange={setTape} label={`${T.tapeLabel} (${T.stakeholderHeading})`} />
          {tape ? <StakeholderGrid key={tape} tapeName={tape} /> : <p className="lp-muted">{T.chooseTape}</p>}
        </div>
      ) : null}
      {grids.purchase ? (
        <div className="lp-block" id="purchase-approvals">
          <PurchaseApprovalGrid />
        </div>
      ) : null}
    </>
  );
}

const CONTENT: Readonly<Record<WorkspaceSection, (role: TokenRole | null) => ReactNode>> = {
  tapes: () => <LoanTapes />,
  import: () => <TapeUpload />,
  records: () => <LoanPool variant="records" />,
  bidding: () => <BiddingTable />,
  dueDiligence: (role) => <DueDiligence role={role} />,
  approvals: (role) => <Approvals role={role} />,
  notifications: () => <NotificationsList />,
};

export interface WorkspaceProps {
  readonly role: TokenRole | null;
  /** The open task (from the address); the first allowed one when absent or not allowed. */
  readonly task: string | null;
  readonly onTask: (task: WorkspaceSection) => void;
}

/** The persona's tasks as tabs. */
export function Workspace({ role, task, onTask }: WorkspaceProps) {
  const { view } = useTrading();
  const sections = workspaceSections(view, role);
  const current = sections.find((s) => s === task) ?? sections[0]!;
  return (
    <>
      <PersonaNotes />
      <Tabs
        label={T.tabsLabel}
        value={current}
        onValueChange={(value) => onTask(value as WorkspaceSection)}
        items={sections.map((section) => ({
          value: section,
          label: T.sections[section],
          content: (
            <section className="lp-section" aria-label={T.sections[section]}>
              <p className="lp-muted">{T.intro[section]}</p>
              {CONTENT[section](role)}
            </section>
          ),
        }))}
      />
    </>
  );
}
