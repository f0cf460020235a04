/**
 * The LOAN RECORDS row icons as inline SVG (no icon library): stipulation chat and view, the
 * document-status, AI/ISTA status and tape icons. Decorative: the buttons that hold them carry
 * the accessible names, and a status is always said in words too, never by colour alone.
 */
import type { ReactNode } from 'react';

function Icon(props: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {props.children}
    </svg>
  );
}

/** A speech bubble: the stipulation chat. */
export const ChatIcon = () => (
  <Icon>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z" />
  </Icon>
);

/** A page with a plus: a new stipulation on the loan. */
export const ViewIcon = () => (
  <Icon>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M12 12v6M9 15h6" />
  </Icon>
);

/** A document with a status dot: the document check. */
export const DocumentIcon = () => (
  <Icon>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </Icon>
);

/** A spark: the AI (ISTA) review. */
export const IstaIcon = () => (
  <Icon>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 17l.8 2.2L22 20l-2.2.8L19 23l-.8-2.2L16 20l2.2-.8z" />
  </Icon>
);

/** A reel: the loan's tapes (due diligence). */
export const TapeIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <circle cx="8.5" cy="12" r="2.5" />
    <circle cx="15.5" cy="12" r="2.5" />
  </Icon>
);
