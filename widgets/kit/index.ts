/**
 * The kit every widget shares: schema forms and fields, buttons, toasts, the §8 error text,
 * dialogs/menus/tabs/radio cards (Radix), file upload, status badges, tokens and styles.
 * Everything is a named export from a module with no side effects, so a family's bundle keeps
 * only what it uses: the auth family takes fields, buttons, toasts and error text, and no
 * Radix code lands in it unless an auth widget renders a dialog, menu, tabs or radio cards.
 */
export {
  type AnswerToast,
  answerErrorText,
  answerToast,
  type ToastTone,
  toErrorTextInput,
} from './answer-text';
export { Button, type ButtonProps } from './button';
export {
  CheckboxField,
  type ChoiceOption,
  RadioGroupField,
  type RadioGroupFieldProps,
  SelectField,
  type SelectFieldProps,
} from './choice-fields';
export { Dialog, DialogClose, type DialogProps } from './dialog';
export {
  type ControlA11y,
  type FieldBaseProps,
  FieldNotes,
  FieldShell,
  useControlA11y,
  useFieldMessage,
} from './field-shell';
export { FileUpload, type FileUploadProps, useFileUpload } from './file-upload';
export { Form, type FormProps, SubmitButton } from './form';
export type { RegisteredField, RegisterOptions, ValidationMode } from './form-store';
export { formCss, tokensCss } from './form-styles';
export {
  type FieldError,
  type Path,
  type PathValue,
  parseWithSchema,
  type SchemaVerdict,
} from './form-values';
export { CloseIcon, ErrorIcon, EyeIcon, EyeOffIcon, Spinner, SuccessIcon, UploadIcon } from './icons';
export { isBlockedNumberKey, isBlockedTextKey, type KeyBlocking, keyGuard } from './key-guards';
export { KIT_TEXT } from './kit-text';
export { Menu, type MenuItem, type MenuProps } from './menu';
export { NumberField, type NumberFieldProps, type TypingVerdict } from './number-field';
export { OtpField, type OtpFieldProps, otpDigits } from './otp-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { type RadioCardOption, RadioCards, type RadioCardsProps } from './radio-cards';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { kitCss } from './styles';
export { type TabItem, Tabs, type TabsProps } from './tabs';
export { TextField, type TextFieldProps } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './textarea-field';
export { TOAST_DURATION_MS, type ToastApi, ToastProvider, useToast } from './toast';
export {
  IDLE_UPLOAD,
  type UploadEvent,
  type UploadState,
  uploadFailureText,
  uploadReducer,
} from './upload-state';
export { type UploadAnswer, type UploadSender, type XhrUploadOptions, xhrUpload } from './upload-xhr';
export {
  type AnyForm,
  type FormInput,
  type FormOutput,
  type FormSchema,
  type FormState,
  type SchemaForm,
  type SchemaFormOptions,
  useFormContext,
  useSchemaForm,
} from './use-schema-form';
