/**
 * The number field of spec §5: refuses space, `e`, ArrowUp and ArrowDown (and the minus key
 * where the spec says so: the bid input), and can run a typing check on every keystroke —
 * the bid input's `bidTypingCheck` empties a non-positive number and shows 'Bid amount must
 * be greater than 0' while the user types, whatever the form's validation mode.
 */
import type { ChangeEvent } from 'react';
import { type FieldBaseProps, FieldShell } from './field-shell';
import { isBlockedNumberKey, keyGuard } from './key-guards';
import { useFormContext } from './use-schema-form';

/** The result of a typing check: the value to keep and the message to show (or null). */
export interface TypingVerdict {
  readonly value: string;
  readonly message: string | null;
}

/** Props of `NumberField`. */
export interface NumberFieldProps extends FieldBaseProps {
  readonly min?: number;
  readonly max?: number;
  readonly step?: number | 'any';
  /** Refuse the minus key too (spec §5: the bid input). */
  readonly blockMinus?: boolean;
  /** Run on each keystroke; its message shows at once, e.g. core's `bidTypingCheck`. */
  readonly typingCheck?: (raw: string) => TypingVerdict;
  readonly placeholder?: string;
}

const TYPING = 'typing';

/**
 * A labelled `<input type="number">` of the surrounding form; its value stays the typed text,
 * and the form's schema turns it into a number (or cents).
 * @example <NumberField name="bid" label="Bid" blockMinus min={1} step={0.01} typingCheck={bidTypingCheck} />
 */
export function NumberField({ blockMinus, typingCheck, ...props }: NumberFieldProps) {
  const { register, setError, clearErrors, getFieldState } = useFormContext();
  const registered = register(props.name);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const verdict = typingCheck?.(event.target.value);
    if (verdict && verdict.value !== event.target.value) event.target.value = verdict.value;
    await registered.onChange(event);
    if (!verdict) return;
    if (verdict.message) setError(props.name, { type: TYPING, message: verdict.message });
    else if (getFieldState(props.name).error?.type === TYPING) clearErrors(props.name);
  };
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <input
          {...a11y}
          {...registered}
          onChange={onChange}
          className="ispz-input ispz-input--number"
          type="number"
          inputMode="decimal"
          min={props.min}
          max={props.max}
          step={props.step}
          placeholder={props.placeholder}
          disabled={props.disabled}
          onKeyDown={keyGuard((key) => isBlockedNumberKey(key, { minus: blockMinus }))}
        />
      )}
    </FieldShell>
  );
}
