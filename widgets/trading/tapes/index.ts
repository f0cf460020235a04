/**
 * Tape widgets (spec §2, §5, §8, §9): tape upload with field mapping and the staged edit
 * report, Compare Field Data, the stakeholder export and one loan's generated tape.
 */
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
