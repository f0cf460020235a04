/**
 * What the grids' story files share besides the harness: the args and the rendering of the
 * stakeholder grid (its owner's and its investor's stories) and of the purchase-approval grid
 * with its price adjustments (their two story files).
 */
import type { LoanPersona } from '../../../core/permissions/actor';
import { PriceAdjustments, PurchaseApprovalGrid, StakeholderGrid } from '../../../widgets/trading/grids';
import { GRID_PARTIES } from '../../../widgets/trading/grids/testing/grid-rows';
import type { MockApi } from '../../support/mock-api';
import { GRID_PARAMETERS, InGrid } from './grid-stories';

/** The stakeholder grid's story args. */
export interface StakeholderArgs {
  readonly api: MockApi;
  readonly persona: LoanPersona;
  readonly readOnly?: boolean;
  readonly personaCheck?: boolean;
  readonly width?: number;
}

/** Everything of a stakeholder story file's meta but its title. */
export const STAKEHOLDER_META = {
  parameters: GRID_PARAMETERS,
  args: { persona: 'lender' as LoanPersona },
  render: (args: StakeholderArgs) => (
    <InGrid
      api={args.api}
      persona={args.persona}
      readOnly={args.readOnly}
      personaCheck={args.personaCheck}
      width={args.width}
    >
      <StakeholderGrid tapeName="Tape A" />
    </InGrid>
  ),
};

/** The purchase-approval and price-adjustment stories' args. */
export interface PurchaseArgs {
  readonly api: MockApi;
  readonly persona: LoanPersona;
  readonly me: string;
  readonly readOnly?: boolean;
  readonly prices?: boolean;
}

/** Everything of a purchase-approval story file's meta but its title. */
export const PURCHASE_META = {
  parameters: GRID_PARAMETERS,
  args: { persona: 'lender' as LoanPersona, me: GRID_PARTIES.lender },
  render: (args: PurchaseArgs) => (
    <InGrid api={args.api} persona={args.persona} readOnly={args.readOnly}>
      {args.prices ? (
        <PriceAdjustments loanIds={['loan-0001', 'loan-0002']} />
      ) : (
        <PurchaseApprovalGrid approverId={args.me} />
      )}
    </InGrid>
  ),
};
