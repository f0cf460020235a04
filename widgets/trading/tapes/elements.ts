/**
 * The tape widgets as custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-tape-upload tape-name>` (→ `ispz:tape-imported`), `<ispz-compare-fields open loan-id
 * loan-number tape-name>`, `<ispz-stakeholder-export tape-name>` (`loanIds` through `mount()`) and
 * `<ispz-loan-tape open loan-id loan-number tape-name>`.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { CompareFieldDataDialog } from './compare-field-data-dialog';
import { LoanTapeDialog } from './loan-tape-dialog';
import type {
  CompareFieldDataDialogProps,
  LoanTapeDialogProps,
  StakeholderExportButtonProps,
  TapeUploadProps,
} from './props';
import { StakeholderExportButton } from './stakeholder-export-button';
import { TapeUpload } from './tape-upload';

const OPEN = { name: 'open', prop: 'open', kind: 'boolean' } as const;
const TAPE = { name: 'tape-name', prop: 'tapeName' } as const;
const LOAN = [
  { name: 'loan-id', prop: 'loanId' },
  { name: 'loan-number', prop: 'loanNumber' },
] as const;

/** The tape area's element rows. */
export const TAPES_ELEMENTS: readonly TableEntry[] = [
  elementSpec<TapeUploadProps & TradingWidgetProps>({
    tag: 'ispz-tape-upload',
    component: TapeUpload,
    attributes: [TAPE],
    events: { onImported: 'ispz:tape-imported' },
  }),
  elementSpec<CompareFieldDataDialogProps & TradingWidgetProps>({
    tag: 'ispz-compare-fields',
    component: CompareFieldDataDialog,
    attributes: [OPEN, TAPE, ...LOAN],
  }),
  elementSpec<StakeholderExportButtonProps & TradingWidgetProps>({
    tag: 'ispz-stakeholder-export',
    component: StakeholderExportButton,
    attributes: [TAPE],
  }),
  elementSpec<LoanTapeDialogProps & TradingWidgetProps>({
    tag: 'ispz-loan-tape',
    component: LoanTapeDialog,
    attributes: [OPEN, TAPE, ...LOAN],
  }),
];
