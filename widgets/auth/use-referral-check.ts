/**
 * The server's check of a referral code (spec §5: `GET /users/validate/referralCode`, the code
 * upper-cased; a failure counts as invalid, 'Referral code is invalid'). While it runs the
 * form's next button is disabled; a code from the URL is checked as soon as the form shows.
 */
import { useEffect, useRef, useState } from 'react';
import { REFERRAL_CODE_PATTERN } from '../../core/validation/constants';
import type { AnyForm, SchemaForm } from '../kit/use-schema-form';
import type { AuthApi } from './auth-api';
import { AUTH_TEXT } from './auth-text';

/** `check()` resolves true when the field is empty or the server accepts the code. */
export function useReferralCheck<TIn, TOut>(
  api: AuthApi,
  form: SchemaForm<TIn, TOut>,
  name: string,
  checkNow: boolean,
) {
  const [checking, setChecking] = useState(false);
  const last = useRef<{ code: string; valid: boolean } | null>(null);
  const anyForm = form as unknown as AnyForm;

  async function check(): Promise<boolean> {
    const raw = anyForm.getValues(name);
    const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    if (code === '') return true;
    if (!REFERRAL_CODE_PATTERN.test(code)) return false;
    let valid = last.current?.code === code ? last.current.valid : null;
    if (valid === null) {
      setChecking(true);
      valid = await api.validateReferralCode(code).catch(() => false);
      last.current = { code, valid };
      setChecking(false);
    }
    if (valid) anyForm.clearErrors(name);
    else anyForm.setError(name, { type: 'server', message: AUTH_TEXT.referralInvalid });
    return valid;
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a code from the URL is checked once, when the form shows
  useEffect(() => {
    if (checkNow) void check();
  }, []);

  return { checking, check };
}
