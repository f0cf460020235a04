/**
 * The sign-in pages' picture, drawn for the platform (no fetched image): two ledgers — a
 * lender's and an investor's — with a tape of loan rows passing between them, in the accent
 * colour so a tenant's brand carries into it.
 */
import { AUTH_ILLUSTRATION_LABEL } from '../content/auth-content';

/** @example <AuthIllustration /> */
export function AuthIllustration() {
  return (
    <svg className="auth-illustration" viewBox="0 0 320 200" role="img" aria-label={AUTH_ILLUSTRATION_LABEL}>
      <defs>
        <linearGradient id="auth-tape" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="var(--ispz-accent)" stopOpacity="0.2" />
          <stop offset="1" stopColor="var(--ispz-accent)" stopOpacity="0.6" />
        </linearGradient>
      </defs>
      <rect x="8" y="40" width="104" height="136" rx="10" fill="var(--ispz-bg)" stroke="var(--ispz-border)" />
      <rect
        x="208"
        y="24"
        width="104"
        height="136"
        rx="10"
        fill="var(--ispz-bg)"
        stroke="var(--ispz-border)"
      />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row}>
          <rect
            x="24"
            y={60 + row * 22}
            width={72 - (row % 2) * 16}
            height="8"
            rx="4"
            fill="var(--ispz-surface-sunken)"
          />
          <rect
            x="224"
            y={44 + row * 22}
            width={56 + (row % 3) * 8}
            height="8"
            rx="4"
            fill="var(--ispz-surface-sunken)"
          />
        </g>
      ))}
      <circle cx="32" cy="160" r="6" fill="var(--ispz-accent)" />
      <circle cx="232" cy="144" r="6" fill="var(--ispz-status-green)" />
      <path
        d="M112 100 C150 60 170 140 208 92"
        fill="none"
        stroke="url(#auth-tape)"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <g transform="translate(144 86)">
        <rect width="32" height="24" rx="4" fill="var(--ispz-accent)" />
        <path
          d="M7 8h18M7 13h12M7 18h15"
          stroke="var(--ispz-on-accent)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
