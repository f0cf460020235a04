/**
 * The kit's own words: control labels the spec does not give (show/hide password, dismiss a
 * notification, upload states). The spec's texts are never retyped here — they come from
 * core/errors/messages.ts and core/validation/messages.ts.
 */
export const KIT_TEXT = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  dismiss: 'Dismiss',
  close: 'Close',
  notifications: 'Notifications',
  chooseFile: 'Choose a file',
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploadProgress: 'Upload progress',
  selectPlaceholder: 'Select…',
} as const;
