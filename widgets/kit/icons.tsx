/**
 * The few inline SVG icons the kit draws (no icon library: every byte counts in the auth
 * bundle). All are decorative — the text beside them carries the meaning — so they are hidden
 * from assistive technology.
 */
import type { ReactElement } from 'react';

const svg = (path: ReactElement, className = 'ispz-icon') => (
  <svg className={className} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

/** A circled exclamation mark, shown before a field's message and in error toasts. */
export const ErrorIcon = () =>
  svg(
    <path
      fill="currentColor"
      d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z"
    />,
  );

/** A circled tick, shown in success toasts and after an upload. */
export const SuccessIcon = () =>
  svg(
    <path
      fill="currentColor"
      d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-1 10L3.8 7.8l1-1L7 9l4.2-4.2 1 1L7 11Z"
    />,
  );

/** A cross, on close and dismiss buttons. */
export const CloseIcon = () =>
  svg(<path stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" d="M4 4l8 8M12 4l-8 8" />);

/** An open eye (password hidden: press to show). */
export const EyeIcon = () =>
  svg(
    <g fill="none" stroke="currentColor" strokeWidth="1.4">
      <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5Z" />
      <circle cx="8" cy="8" r="2.2" />
    </g>,
  );

/** A struck-through eye (password shown: press to hide). */
export const EyeOffIcon = () =>
  svg(
    <g fill="none" stroke="currentColor" strokeWidth="1.4">
      <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5Z" />
      <path d="M2 2l12 12" strokeLinecap="round" />
    </g>,
  );

/** A paper-clip-free upload arrow for the file picker. */
export const UploadIcon = () =>
  svg(
    <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M8 11V2M4.5 5.5 8 2l3.5 3.5M2 11v3h12v-3" />,
  );

/** The spinner of a pending button: a rotating arc (the rotation is CSS, off under reduced motion). */
export const Spinner = () =>
  svg(
    <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="28 10" />,
    'ispz-spinner',
  );
