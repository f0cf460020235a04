/**
 * The `statusText` of the diligence routes' successes. The spec's own texts where it has one
 * (§8 'File uploaded successfully', 'Upload successful'); the others are ours, short and plain.
 */
import { MESSAGES } from '../../../../core/errors/messages';

export const DILIGENCE_TEXTS = {
  ddStarted: 'Due diligence started', // ours
  queryRaised: 'Query raised successfully', // ours
  replySent: 'Reply sent successfully', // ours
  queryResolved: 'Query marked as resolved', // ours
  fileUploaded: MESSAGES.fileUploaded,
  documentUploaded: MESSAGES.uploadSuccessful,
  documentsFound: 'Documents fetched', // ours
  documentsChecked: 'Documents checked', // ours
  casesFound: 'Due diligence cases fetched', // ours
} as const;
