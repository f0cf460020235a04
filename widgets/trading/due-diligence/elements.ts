/**
 * The due-diligence dialogs as custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-dd-start open tape-name>` (→ `ispz:due-diligence-started`), `<ispz-dd-viewer open
 * tape-name loan-id>`, `<ispz-select-dd open>`, `<ispz-final-docs-upload open submit-label>`
 * and `<ispz-tape-generation open tape-name>`.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { DdChatViewer } from './dd-chat-viewer';
import { DdStartDialog } from './dd-start-dialog';
import { FinalDocsUploadDialog } from './final-docs-upload-dialog';
import type {
  DdChatViewerProps,
  DdStartDialogProps,
  FinalDocsUploadDialogProps,
  SelectDdDialogProps,
  TapeGenerationDialogProps,
} from './props';
import { SelectDdDialog } from './select-dd-dialog';
import { TapeGenerationDialog } from './tape-generation-dialog';

const OPEN = { name: 'open', prop: 'open', kind: 'boolean' } as const;
const TAPE = { name: 'tape-name', prop: 'tapeName' } as const;

/** The due-diligence area's element rows. */
export const DUE_DILIGENCE_ELEMENTS: readonly TableEntry[] = [
  elementSpec<DdStartDialogProps & TradingWidgetProps>({
    tag: 'ispz-dd-start',
    component: DdStartDialog,
    attributes: [OPEN, TAPE],
    events: { onStarted: 'ispz:due-diligence-started' },
  }),
  elementSpec<DdChatViewerProps & TradingWidgetProps>({
    tag: 'ispz-dd-viewer',
    component: DdChatViewer,
    attributes: [OPEN, TAPE, { name: 'loan-id', prop: 'loanId' }],
  }),
  elementSpec<SelectDdDialogProps & TradingWidgetProps>({
    tag: 'ispz-select-dd',
    component: SelectDdDialog,
    attributes: [OPEN],
  }),
  elementSpec<FinalDocsUploadDialogProps & TradingWidgetProps>({
    tag: 'ispz-final-docs-upload',
    component: FinalDocsUploadDialog,
    attributes: [OPEN, { name: 'submit-label', prop: 'submitLabel' }],
  }),
  elementSpec<TapeGenerationDialogProps & TradingWidgetProps>({
    tag: 'ispz-tape-generation',
    component: TapeGenerationDialog,
    attributes: [OPEN, TAPE],
  }),
];
