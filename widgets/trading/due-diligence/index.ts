/**
 * Due-diligence widgets (spec §2, §5, §6): DD FULL REVIEW start form and chat viewer, Select DD,
 * Upload the generated tapes & final docs, Generate The Tape to View or Download.
 */
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
