/**
 * Field rules of spec §5 and constants of §9, shared by the widgets (as form validation) and
 * the server (as request validation). Import from here or from the screen's module.
 */
export * from './amount-field';
export * from './bid-amount';
export * from './constants';
export * from './default-field-message';
export * from './field-kit';
export * from './file-name';
export * from './filter-form';
export * from './forgot-password-form';
export * from './identity-fields';
export * from './login-form';
export * from './marketing-forms';
export * from './messages';
export * from './password-fields';
export * from './phone-fields';
export * from './register-business-form';
export * from './signup-form';
export * from './social-completion-form';
export * from './stipulation-forms';
export * from './tape-forms';
export * from './transfer-forms';
export * from './upload-rules';
export * from './verification-fields';
