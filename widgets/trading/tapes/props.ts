/**
 * Props of the tape widgets (spec §2: tape upload with its field mapping and the staged edit
 * report, Compare Field Data, the stakeholder export; §5 tape upload rules; §8 texts; §9 file
 * names). Kept apart from the components so the tape dialog, the records table and the
 * custom-element rows can type against them.
 */
import type { ReactElement } from 'react';
import type { components } from '../../api/schema.gen';

/** What `/excel_Upload` answers: counts, the batch and the first findings of its edit report. */
export type TapeImport = components['schemas']['TapeImport'];
/** One finding of the edit report. */
export type TapeFinding = TapeImport['report']['findings'][number];
/** A saved or built-in column mapping (`/field_mappings`). */
export type SavedFieldMapping = components['schemas']['SavedFieldMapping'];
/** One row of Compare Field Data. */
export type FieldComparisonRow = components['schemas']['FieldComparisonRow'];

/** How a host opens one of the dialogs: controlled (`open`) or by a `trigger` element. */
export interface TapeDialogHost {
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly trigger?: ReactElement;
}

/** Props of `TapeUpload` (a lender's tape import on `/excel_Upload` with its mapping and report). */
export interface TapeUploadProps {
  /** The tape to import into; the user types one when left out. */
  readonly tapeName?: string;
  /** Called with the import's answer once the server took the file. */
  readonly onImported?: (imported: TapeImport) => void;
}

/** Props of `TapeImportReport` (the staged edit report as a table a person can act on). */
export interface TapeImportReportProps {
  readonly imported: TapeImport;
}

/** Props of `CompareFieldDataDialog` (Compare Field Data on `/compareFieldData`). */
export interface CompareFieldDataDialogProps extends TapeDialogHost {
  /** The loan's `_id` or its number on the tape. */
  readonly loanId: string;
  /** The loan number in the title and the export name; `loanId` when left out. */
  readonly loanNumber?: string;
  readonly tapeName: string;
}

/** Props of `StakeholderExportButton` (`stakeholder_data_{tape}.xlsx` on `/stakeholderDataByLoanIds`). */
export interface StakeholderExportButtonProps {
  readonly tapeName: string;
  /** The loans to export (`_id`s). */
  readonly loanIds: readonly string[];
}

/** Props of `LoanTapeDialog` (the tape icon: one loan's generated tape on `/storeTape_Response`). */
export interface LoanTapeDialogProps extends TapeDialogHost {
  readonly loanId: string;
  readonly loanNumber?: string;
  readonly tapeName: string;
}
