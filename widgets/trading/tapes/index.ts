/**
 * Tape widgets (spec §2, §5, §8, §9): tape upload with field mapping and the staged edit
 * report, Compare Field Data, the stakeholder export and one loan's generated tape. Each works
 * inside a `TradingProvider` or standalone with a `session` prop (`withTrading`).
 */

export {
  type MultipartRequest,
  MultipartSenderContext,
  type MultipartSenderFactory,
  sessionMultipartSender,
  uploadedBlobName,
} from '../shared/multipart-sender';
export { CompareFieldDataDialog } from './compare-field-data-dialog';
export { LoanTapeDialog } from './loan-tape-dialog';
export { MappingPreview } from './mapping-preview';
export type {
  CompareFieldDataDialogProps,
  FieldComparisonRow,
  LoanTapeDialogProps,
  SavedFieldMapping,
  StakeholderExportButtonProps,
  TapeDialogHost,
  TapeFinding,
  TapeImport,
  TapeImportReportProps,
  TapeUploadProps,
} from './props';
export { StakeholderExportButton } from './stakeholder-export-button';
export { tapesCss } from './styles';
export { TapeImportReport } from './tape-import-report';
export { TapeUpload } from './tape-upload';
