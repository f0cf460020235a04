/**
 * The texts of spec §8 that the §5 field messages repeat, one constant each, so the field
 * catalogue (core/validation/messages.ts) takes only these and not the whole §8 catalogue;
 * ./messages.ts uses the same constants, so each text is written once.
 */

/** MESSAGES.pleaseFillRequired */
export const PLEASE_FILL_REQUIRED = 'Please fill required (*) field';

/** MESSAGES.selectOptionToView */
export const SELECT_OPTION_TO_VIEW = 'Please select an option to view details';

/** MESSAGES.selectRequiredField */
export const SELECT_REQUIRED_FIELD = 'Please select required field.';

/** MESSAGES.enterValidPositiveAmount */
export const ENTER_VALID_POSITIVE_AMOUNT = 'Please enter a valid positive amount';

/** MESSAGES.invalidInput */
export const INVALID_INPUT = 'Invalid Input';

/** MESSAGES.selectExcelFile */
export const SELECT_EXCEL_FILE = 'Please Select an Excel file to upload';
