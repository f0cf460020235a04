/**
 * The pieces several sign-in forms share: a link that passes the page's query on, the
 * country code beside a mobile (defaulted by the visitor's country, spec §5), the referral
 * code (upper-cased as typed, locked after the code is sent or when it came from the URL,
 * checked by the server with any failure counting as invalid), and the code step with its
 * 'Resend OTP' link.
 */
import type { FocusEvent, FormEvent, MouseEvent, ReactNode } from 'react';
import { COUNTRY_CODES } from '../../core/validation/constants';
import { SelectField } from '../kit/choice-fields';
import { FieldShell } from '../kit/field-shell';
import { keyGuard } from '../kit/key-guards';
import { OtpField } from '../kit/otp-field';
import { TextField } from '../kit/text-field';
import { useFormContext } from '../kit/use-schema-form';
import { AUTH_TEXT } from './auth-text';
import { type AuthLinks, type AuthRoute, routeHref } from './routes';

/** An `<a>` to `route`: the host's address, followed by the host's router when it has one. */
export function AuthLink(props: { route: AuthRoute; links: AuthLinks | undefined; children: ReactNode }) {
  const links = props.links ?? {};
  const onClick = links.navigate
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        links.navigate?.(props.route);
      }
    : undefined;
  return (
    <a className="ispz-link" href={routeHref(props.route, links)} onClick={onClick}>
      {props.children}
    </a>
  );
}

const CODE_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: code }));

/** Country code and mobile side by side; both locked once the code went to them. */
export function MobileFields(props: {
  name?: string;
  label?: string;
  locked?: boolean;
  withCountry?: boolean;
}) {
  return (
    <div className="ispz-auth__row">
      {props.withCountry === false ? null : (
        <SelectField
          name="countryCode"
          label={AUTH_TEXT.countryCode}
          options={CODE_OPTIONS}
          placeholder={null}
          disabled={props.locked}
          className="ispz-auth__code"
        />
      )}
      <TextField
        name={props.name ?? 'mobile'}
        label={props.label ?? AUTH_TEXT.mobile}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        readOnly={props.locked}
        block={{ space: true }}
      />
    </div>
  );
}

/**
 * The referral code input: upper-cased as typed; read-only when `locked`; checked on blur,
 * except when focus moves to the submit button, whose submit checks it anyway (a check started
 * on that blur would disable the button under the click).
 */
export function ReferralField(props: {
  name: string;
  locked: boolean;
  checking: boolean;
  onCheck: () => void;
}) {
  const { register } = useFormContext();
  const registered = register(props.name, {
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const next = event.relatedTarget as HTMLButtonElement | null;
      if (next?.type !== 'submit') props.onCheck();
    },
  });
  // upper-cased in the element on every `input` event, caret kept, then told to the form: the
  // input event fires for any typing, also where React's change detection does not see one
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const upper = input.value.toUpperCase();
    if (upper === input.value) return;
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    input.setSelectionRange(selectionStart, selectionEnd);
    void registered.onChange({ target: input, type: 'change' });
  };
  return (
    <FieldShell
      name={props.name}
      label={AUTH_TEXT.referralCode}
      hint={props.checking ? AUTH_TEXT.checkingReferral : undefined}
    >
      {(a11y) => (
        <input
          {...a11y}
          {...registered}
          onInput={onInput}
          className="ispz-input"
          autoComplete="off"
          readOnly={props.locked}
          onKeyDown={keyGuard((key) => key === ' ')}
        />
      )}
    </FieldShell>
  );
}

/** The code input and 'Resend OTP' beside it. */
export function OtpStep(props: { label?: string; onResend: () => void; disabled?: boolean }) {
  return (
    <div className="ispz-auth__otp">
      <OtpField name="otp" label={props.label ?? AUTH_TEXT.otp} />
      <button
        type="button"
        className="ispz-link ispz-auth__resend"
        onClick={props.onResend}
        disabled={props.disabled}
      >
        {AUTH_TEXT.resendOtp}
      </button>
    </div>
  );
}
