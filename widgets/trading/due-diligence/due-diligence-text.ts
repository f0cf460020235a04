/**
 * The due-diligence widgets' wording. The dialog titles are the spec's (§2); field messages
 * come from core's forms ('Please select required field.', 'Please Select an Excel file to
 * upload') and downloads use §8's texts from core's catalogue. These are the labels and the
 * few sentences the spec has no words for.
 */

/** Labels and our own sentences of the due-diligence dialogs. */
export const DD_TEXT = {
  startTitle: 'DD FULL REVIEW',
  chatTitle: 'DD FULL REVIEW',
  selectTitle: 'Select DD',
  finalDocsTitle: 'Upload the generated tapes & final docs',
  generateTitle: 'Generate The Tape to View or Download',
  tapeLabel: 'Tape',
  secondPartyLabel: 'Second Party',
  secondPartyPlaceholder: 'Select the due-diligence firm',
  engagementFileLabel: 'Engagement file',
  start: 'Start',
  cancel: 'Cancel',
  done: 'Done',
  tapeTypeLabel: 'Tape type',
  tapeTypePlaceholder: 'Select a tape type',
  fileLabel: 'File',
  pickTypeFirst: 'Select the tape type first.',
  uploadedList: 'Uploaded files',
  reportTypeLabel: 'Tape type',
  view: 'View',
  download: 'Download',
  generatedTape: (type: string) => `${type} tape`,
  investor: 'Investor',
  firm: 'Due-diligence firm',
  started: 'Started',
  tapeColumn: 'Tape Name',
  choose: 'Choose',
  threads: 'Review threads',
  noThreads: 'No review threads on this loan yet.',
  openEngagement: 'Download the engagement file',
  readOnly: 'This page is read-only.',
} as const;
