/**
 * The document check of spec §3/§4: each required document is Core or Additional and present
 * or not. A missing Core document makes the loan red ('Critical: Core Files Missing'), else a
 * missing Additional one amber ('Warning: Additional Files Missing'), else green ('Complete:
 * All Files Present'). A check that failed or has nothing to judge is grey ('Status Unknown').
 * The modal texts and required actions are spec §8's.
 */
import { MESSAGES } from '../errors/messages';
import type { StatusColour } from '../format/colours';
import { type DocumentCheckStatus, documentStatusDisplay } from '../format/status-colours';

export type DocumentType = 'Core' | 'Additional';

/** One line of the check (spec §3 `docCheckModels` item). */
export interface DocCheckModel {
  readonly type: DocumentType;
  readonly isDocAvailable: boolean;
  readonly docName: string;
}

/**
 * The status of a check, or null (grey) when the check failed (`models` null) or listed no
 * document at all — an empty list proves nothing about the loan's file.
 */
export function documentCheckStatus(models: readonly DocCheckModel[] | null): DocumentCheckStatus | null {
  if (models === null || models.length === 0) return null;
  if (models.some((m) => m.type === 'Core' && !m.isDocAvailable)) return 'red';
  if (models.some((m) => m.type === 'Additional' && !m.isDocAvailable)) return 'amber';
  return 'green';
}

/** What the Document Status Details modal shows. */
export interface DocumentStatusView {
  readonly status: DocumentCheckStatus | null;
  readonly text: string;
  readonly colour: StatusColour;
  readonly message: string;
  /** Empty when everything is present. */
  readonly requiredActions: readonly string[];
  readonly missing: readonly DocCheckModel[];
}

const ACTIONS = [
  MESSAGES.reviewMissingDocuments,
  MESSAGES.uploadRemainingFiles,
  MESSAGES.verifyDocumentQuality,
];

/**
 * The modal for a check. Only green reads "all uploaded and verified"; red, amber and an
 * unknown status all ask the user to review, upload and verify, since none proves the file complete.
 */
export function documentStatusView(models: readonly DocCheckModel[] | null): DocumentStatusView {
  const status = documentCheckStatus(models);
  const { text, colour } = documentStatusDisplay(status);
  const complete = status === 'green';
  return {
    status,
    text,
    colour,
    message: complete ? MESSAGES.documentsComplete : MESSAGES.documentsNeedAttention,
    requiredActions: complete ? [] : ACTIONS,
    missing: (models ?? []).filter((m) => !m.isDocAvailable),
  };
}
