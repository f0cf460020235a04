/**
 * The user-facing texts of spec §4 and §8, word for word (including the spec's own spelling:
 * 'SuccessFully', 'comparision', 'Thanks you'). Every layer imports them from here; never
 * retype one. Field-validation messages of spec §5 live with their schemas in core/validation.
 */
export const MESSAGES = {
  // §8 generic and transport
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongLower: 'something went wrong',
  somethingIsNotRight: 'Something is not right',
  crashHeading: 'Something is not right.',
  errorTryAgain: 'Error,Try Again!',
  internetConnectionLost: 'Internet connection lost',
  invalidRequest: 'Invalid request',
  sessionExpired: 'Session expired please login again',
  badRequest: 'Bad request',
  pleaseFillRequired: 'Please fill required (*) field',

  // §8 account toasts
  resetPasswordSuccess: 'Successfully Reset Password',
  resetPasswordFailed: 'Failed to reset password',
  updatedSuccessfully: 'Updated Successfully',
  addedAddress: 'Added address',
  updatedAddress: 'Updated address',
  deletedAddress: 'Deleted address',
  registeredBusiness: 'Successfully Registered Business',
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
  otpSent: 'OTP sent successfully',
  invalidOtp: 'Invalid OTP',
  personaOnboarded: 'Persona onboarded successfully!',
  personaOnboardFailed: 'Failed to onboard persona',
  sentSuccessfully: 'Sent Successfully',
  selectOptionToView: 'Please select an option to view details',
  referralInvalid: 'Referral code is invalid',
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
  invalidInput: 'Invalid Input',
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
  enterValidPositiveAmount: 'Please enter a valid positive amount',
  loansBeingProcessed: 'Loans are being processed',
  selectExcelFile: 'Please Select an Excel file to upload',
  selectRequiredField: 'Please select required field.',

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
