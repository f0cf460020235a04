/**
 * Props of the due-diligence widgets (spec §2 dialogs: DD FULL REVIEW start form and chat
 * viewer, Select DD, Upload the generated tapes & final docs, Generate The Tape to View or
 * Download; §5 DD start and tape upload rules; §6 who sees what). Kept apart from the
 * components so the records table, the stipulation chat (its due-diligence resolve uploads
 * final docs first) and the custom-element rows can type against them.
 */
import type { ReactElement } from 'react';
import type { components } from '../../api/schema.gen';

/** A due-diligence case as `/due_diligence_cases` and `/start_due_diligence` answer it. */
export type DueDiligenceCase = components['schemas']['DueDiligenceCase'];
/** A tape a due-diligence firm is engaged on (`/viewSecuritizedTape`). */
export type SecuritizedTape = components['schemas']['SecuritizedTape'];

/** How a host opens one of the dialogs: controlled (`open`) or by a `trigger` element. */
export interface DueDiligenceDialogHost {
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly trigger?: ReactElement;
}

/** Props of `DdStartDialog` (DD FULL REVIEW start form on `/start_due_diligence`). */
export interface DdStartDialogProps extends DueDiligenceDialogHost {
  /** The tape to review. */
  readonly tapeName: string;
  /** Called with the new case. */
  readonly onStarted?: (started: DueDiligenceCase) => void;
}

/** Props of `DdChatViewer` (DD FULL REVIEW chat viewer: the case and its review threads). */
export interface DdChatViewerProps extends DueDiligenceDialogHost {
  /** The tape whose case to show (the caller's case on it, as investor or firm). */
  readonly tapeName: string;
  /** A loan of the tape whose review threads to list under the case; none when left out. */
  readonly loanId?: string;
}

/** What Select DD picked: a case (investor) or an engaged tape (firm). */
export interface DdSelection {
  readonly tapeName: string;
  /** The case, when the caller is the investor or the firm of one. */
  readonly case?: DueDiligenceCase;
  /** The engaged tape, when the caller is a due-diligence firm. */
  readonly tape?: SecuritizedTape;
}

/** Props of `SelectDdDialog` (Select DD on `/due_diligence_cases` and `/viewSecuritizedTape`). */
export interface SelectDdDialogProps extends DueDiligenceDialogHost {
  /** Called with the chosen case or tape. */
  readonly onSelect?: (selection: DdSelection) => void;
}

/** One file the final-docs upload sent: its tape type, name and blob name. */
export interface FinalDocUpload {
  readonly tapeType: string;
  readonly fileName: string;
  readonly blobName: string;
}

/** Props of `FinalDocsUploadDialog` ('Upload the generated tapes & final docs'). */
export interface FinalDocsUploadDialogProps extends DueDiligenceDialogHost {
  /** The dialog's primary button (default 'Done'). */
  readonly submitLabel?: string;
  /**
   * Called with every uploaded file when the user confirms; the stipulation chat's
   * due-diligence resolve passes their blob names as `finalDocs` to `/stipulations_close`.
   * Returning a promise keeps the button pending until it settles.
   */
  readonly onUploaded?: (uploads: readonly FinalDocUpload[]) => unknown;
}

/** Props of `TapeGenerationDialog` ('Generate The Tape to View or Download'). */
export interface TapeGenerationDialogProps extends DueDiligenceDialogHost {
  /** The tape to generate (`loantape_name`). */
  readonly tapeName: string;
}
