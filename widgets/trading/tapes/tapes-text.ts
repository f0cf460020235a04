/**
 * The tape widgets' wording. Refusals and results are the spec's (§5 'Please Select an Excel
 * file to upload', §8 'Files Imported SuccessFully.', 'Error in comparision', the Excel download
 * texts) from core's catalogue; these are the labels and the few sentences the spec has no
 * words for.
 */

/** Labels and our own sentences of the tape widgets. */
export const TAPES_TEXT = {
  uploadTitle: 'Upload loan tape',
  tapeNameLabel: 'Tape Name',
  mappingLabel: 'Column mapping',
  mappingAuto: 'Detect the columns',
  builtIn: '(built-in)',
  updateLabel: 'Update the loans already on this tape',
  fileLabel: 'Tape file (.xlsx, .xls, .csv)',
  importButton: 'Import',
  importing: (percent: number) => `Importing ${percent}%`,
  mappingPreview: (name: string) => `Columns read by ${name}`,
  platformField: 'Platform field',
  tapeHeaders: 'Tape headers',
  reportTitle: 'Import report',
  counts: {
    rows: 'Rows read',
    accepted: 'Accepted',
    rejected: 'Refused',
    flagged: 'Flagged',
    added: 'Added',
    updated: 'Updated',
    identical: 'Unchanged',
  },
  stageFilter: 'Show',
  allStages: 'All findings',
  refusedOnly: 'Refused rows',
  flaggedOnly: 'Flagged values',
  outcome: { rejected: 'Refused', flagged: 'Flagged' },
  columns: {
    row: 'Row',
    column: 'Column',
    code: 'Edit',
    outcome: 'Outcome',
    message: 'Why',
    value: 'Value',
  },
  partial: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} findings; the full report has them all.`,
  downloadReport: 'Download the full report',
  compareTitle: 'Compare Field Data',
  compareColumns: { field: 'Field', tape: 'Seller tape', generated: 'Generated tape', matched: 'Matched' },
  exportButton: 'Export',
  stakeholderExport: 'Export stakeholder data',
  loanTapeTitle: 'Generated tape',
  loanTapeColumns: { field: 'Field', key: 'Key', value: 'Value' },
  loanIdLabel: 'Loan Id',
  tapeLabel: 'Tape',
  readOnly: 'This page is read-only.',
} as const;
