/**
 * The user-facing texts of spec §4 and §8, word for word (including the spec's own spelling:
 * 'SuccessFully', 'comparision', 'Thanks you'). Every layer imports them from here; never
 * retype one. Field-validation messages of spec §5 live with their schemas in core/validation.
 * The generic texts and the sign-in toasts are kept in their own modules (general-messages.ts,
 * sign-in-messages.ts) so a widget bundle can take only those; this object includes them.
 */
import { GENERAL_MESSAGES } from './general-messages';
import {
  ENTER_VALID_POSITIVE_AMOUNT,
  INVALID_INPUT,
  SELECT_EXCEL_FILE,
  SELECT_OPTION_TO_VIEW,
  SELECT_REQUIRED_FIELD,
} from './shared-texts';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

export const MESSAGES = {
  // §8 generic and transport; the sign-in toasts of §8's account section
  ...GENERAL_MESSAGES,
  ...SIGN_IN_MESSAGES,

  // §8 account toasts
  updatedSuccessfully: 'Updated Successfully',
  addedAddress: 'Added address',
  updatedAddress: 'Updated address',
  deletedAddress: 'Deleted address',
  updatedBusiness: 'Successfully Updated Business',
  updateBusinessFailed: 'Failed to Update business',
  credentialsShared: 'Credentials have been shared',
  credentialsRequested: 'Credentials have been requested',
  requestCancelled: 'Request has been cancelled',
  credentialIssued: 'Credential has been issued',
  credentialRejected: 'Credential has been rejected',
  credentialApproved: 'Credential has been approved',
  approvedSuccessfully: 'Approved successfully',
  registeredEcosystem: 'Successfully Registered Ecosystem',
  successfullyAdded: 'Successfully Added',
  personaOnboarded: 'Persona onboarded successfully!',
  personaOnboardFailed: 'Failed to onboard persona',
  sentSuccessfully: 'Sent Successfully',
  selectOptionToView: SELECT_OPTION_TO_VIEW,
  /** §8 lead toast; `{product}` is the platform's name. */
  thanksForInterest: (product: string) => `Thanks you for your interest in the ${product} platform`,

  // §8 uploads and downloads
  fileTooBig: 'File too big',
  uploadError: 'Error in uploading file',
  fileUploaded: 'File uploaded successfully',
  errorDownloadingImage: 'Error downloading image',
  errorDownloadingPdf: 'Error downloading pdf',
  errorDownloadingFile: 'Error downloading file',
  errorDownloadingExcel: 'Error downloading Excel file.',
  excelDownloaded: 'Excel file downloaded successfully!',
  errorLoadingExcel: 'Error loading Excel file',
  failedToFetchExcel: 'Failed to fetch Excel file',
  noDataAvailable: 'No data available',
  failedToGetData: 'Failed to get data',
  fetchingTapePrice: 'Fetching the tape price...',

  // §8 loan trading
  failedToFetchContract: 'Failed to fetch contract please try again',
  failedToGetDataTryLater: 'Failed to get data please try later',
  noRecordsToDisplay: 'There are no records to display',
  noLoanDataToBid: 'There is no loan data ready to bid !',
  loansAlreadyTransferred: 'Loans already transferred',
  startDueDiligence: (tape: string) => `Please start the Due Diligence process for ${tape}`,
  completeDueDiligence: (tape: string) =>
    `Please complete the Due Diligence process for all loans in ${tape} before transferring.`,
  stipulationAlreadyClosed: 'Stipulation already closed',
  queryResolvedForStage: 'Query marked as resolved for this stage.',
  invalidInput: INVALID_INPUT,
  noMatchingRecords: 'No Matching Records',
  partialMatchingRecords: 'Partial Matching Records',
  noRecordsToDownload: 'No Records To Download',
  bidCreated: 'Created Successfully',
  loanOpenForBidding: 'Loan open for bidding and emails sent',
  errorInComparison: 'Error in comparision',
  uploadSuccessful: 'Upload successful',
  inquirySent: 'Successfully sent inquiry',
  tapesBeingProcessed: 'The selected tapes are being processed. Please check back again in some time.',
  loanRejected: 'Loan rejected',
  priceAcceptedSuccessfully: 'price accepted successfully',
  filesImported: 'Files Imported SuccessFully.',
  enterValidPositiveAmount: ENTER_VALID_POSITIVE_AMOUNT,
  loansBeingProcessed: 'Loans are being processed',
  selectExcelFile: SELECT_EXCEL_FILE,
  selectRequiredField: SELECT_REQUIRED_FIELD,

  // §8 document modal, §4 document status
  documentsNeedAttention:
    'Some documents are missing or require attention. Please review and upload the remaining documents.',
  documentsComplete: 'All required documents have been successfully uploaded and verified.',
  docStatusCritical: 'Critical: Core Files Missing',
  docStatusWarning: 'Warning: Additional Files Missing',
  docStatusComplete: 'Complete: All Files Present',
  docStatusUnknown: 'Status Unknown',

  // §4 stipulation buttons
  markQueryAsResolve: 'Mark query as resolve',
  resolved: 'Resolved',
  stipulationClosed: 'Stipulation Closed',

  // §8 document modal: the required actions listed under the "missing documents" text
  reviewMissingDocuments: 'Review missing documents',
  uploadRemainingFiles: 'Upload remaining files',
  verifyDocumentQuality: 'Verify document quality',
} as const;
