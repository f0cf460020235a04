/**
 * A person's picture on our pages: their initials on a coloured disc (the people are
 * fictional, so there are no photographs). Decorative: the name is always written beside it.
 */
import './illustrations.css';

// Dark grounds: white initials keep well above 4.5:1 on each.
const GROUNDS = ['#1d4ed8', '#0f766e', '#6d28d9', '#9a3412', '#be123c', '#334155'] as const;

/** The initials of a name: first and last word, upper case ("Margaret Ellison" → "ME"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The n-th of the monogram colours, for a list whose people should all differ. */
export const groundAt = (index: number): string => GROUNDS[Math.abs(index) % GROUNDS.length] ?? GROUNDS[0];

/** A colour from the name alone: the same name always gets the same one. */
export function groundOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 9973;
  return GROUNDS[sum % GROUNDS.length] ?? GROUNDS[0];
}

/** @example <Monogram name="Elena Vasquez" size={96} /> */
export function Monogram(props: { readonly name: string; readonly size?: number; readonly ground?: string }) {
  const size = props.size ?? 80;
  return (
    <svg
      className="si-monogram"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="50" cy="50" r="50" fill={props.ground ?? groundOf(props.name)} />
      <circle cx="50" cy="50" r="44" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize="36">
        {initialsOf(props.name)}
      </text>
    </svg>
  );
}
