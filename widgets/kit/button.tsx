/**
 * The kit's button: primary, secondary, ghost or danger. While a call is pending it shows a
 * spinner, is disabled (no double submit) and says so with `aria-busy`; its label stays, so
 * the button keeps its size and name.
 */
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './icons';

/** Props of `Button`: a native button's, plus the look and the pending flag. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** A call this button started is running: spinner, disabled, `aria-busy`. */
  readonly pending?: boolean;
  /** Stretch to the container's width (mobile forms). */
  readonly block?: boolean;
}

/**
 * A native `<button>` (type "button" unless told) in the kit's look.
 * @example <Button variant="primary" pending={sending} onClick={send}>Generate OTP</Button>
 */
export function Button({
  variant = 'primary',
  pending = false,
  block = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'ispz-button',
    `ispz-button--${variant}`,
    block ? 'ispz-button--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
