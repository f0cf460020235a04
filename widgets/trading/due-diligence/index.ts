/**
 * Due-diligence widgets (spec §2, §5, §6): DD FULL REVIEW start form and chat viewer, Select DD,
 * Upload the generated tapes & final docs, Generate The Tape to View or Download. Each works
 * inside a `TradingProvider` or standalone with a `session` prop (`withTrading`).
 */
export { DdChatViewer } from './dd-chat-viewer';
export { DdStartDialog } from './dd-start-dialog';
export { FinalDocsUploadDialog } from './final-docs-upload-dialog';
export type {
  DdChatViewerProps,
  DdSelection,
  DdStartDialogProps,
  DueDiligenceCase,
  DueDiligenceDialogHost,
  FinalDocsUploadDialogProps,
  FinalDocUpload,
  SecuritizedTape,
  SelectDdDialogProps,
  TapeGenerationDialogProps,
} from './props';
export { SelectDdDialog } from './select-dd-dialog';
export { dueDiligenceCss } from './styles';
export { TapeGenerationDialog } from './tape-generation-dialog';
