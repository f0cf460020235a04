/**
 * The kit's own words: control labels the spec does not give (show/hide password, dismiss a
 * notification, upload states). The spec's texts are never retyped here — they come from
 * core/errors/messages.ts and core/validation/messages.ts. The form controls' and toasts' words
 * apart, so the sign-in family does not carry the dialogs' and uploads'.
 */

/** The words of the form controls and toasts. */
export const FORM_TEXT = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  selectPlaceholder: 'Select…',
} as const;

/** Every kit word: the form controls' and those of dialogs and uploads. */
export const KIT_TEXT = {
  ...FORM_TEXT,
  close: 'Close',
  chooseFile: 'Choose a file',
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploadProgress: 'Upload progress',
} as const;
