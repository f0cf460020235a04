/**
 * The details of the business registration form (spec §2 /registerbusiness, §5): the partner
 * variant's personal/business toggle choosing name or business fields, the business type
 * (default Private Limited), the standard variant's industry type, email (required for the
 * partner), mobile (optional for the partner) and the two passwords; locked once the code is sent.
 */
import { BUSINESS_TYPES } from '../../core/validation/constants';
import { PASSWORD_HINT } from '../../core/validation/sign-in-rules';
import { RadioGroupField, SelectField } from '../kit/choice-fields';
import { PasswordField } from '../kit/password-field';
import { TextField } from '../kit/text-field';
import { MobileFields } from './auth-fields';
import { AUTH_TEXT } from './auth-text';

const TYPE_OPTIONS = BUSINESS_TYPES.map((t) => ({ value: t, label: t }));
const ACCOUNT_OPTIONS = [
  { value: 'personal', label: AUTH_TEXT.personal },
  { value: 'business', label: AUTH_TEXT.business },
];

/** The registration details for `partner` or the standard form, on the `accountType` chosen. */
export function RegisterFields(props: { partner: boolean; accountType: string; sent: boolean }) {
  const { partner, accountType, sent } = props;
  return (
    <fieldset className="ispz-auth__fields" disabled={sent}>
      {partner ? (
        <RadioGroupField
          name="accountType"
          label={AUTH_TEXT.accountType}
          options={ACCOUNT_OPTIONS}
          orientation="horizontal"
        />
      ) : null}
      {accountType === 'personal' ? (
        <div className="ispz-auth__row">
          <TextField name="first_name" label={AUTH_TEXT.firstName} autoComplete="given-name" />
          <TextField name="last_name" label={AUTH_TEXT.lastName} autoComplete="family-name" />
        </div>
      ) : (
        <>
          <TextField name="business_name" label={AUTH_TEXT.businessName} autoComplete="organization" />
          <SelectField
            name="business_type"
            label={AUTH_TEXT.businessType}
            options={TYPE_OPTIONS}
            placeholder={null}
          />
        </>
      )}
      {partner ? null : <TextField name="business_master_category" label={AUTH_TEXT.industryType} />}
      <TextField
        name="email"
        label={partner ? AUTH_TEXT.email : AUTH_TEXT.emailOptional}
        type="email"
        autoComplete="email"
      />
      <MobileFields label={partner ? AUTH_TEXT.mobileOptional : AUTH_TEXT.mobile} locked={sent} />
      <PasswordField
        name="password"
        label={AUTH_TEXT.password}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <PasswordField name="confirmPassword" label={AUTH_TEXT.confirmPassword} autoComplete="new-password" />
    </fieldset>
  );
}
