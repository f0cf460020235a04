/**
 * The status badge: the spec's status colour always with its word (UI.md: never colour
 * alone). Which colour a status gets is core's decision (`core/format/status-colours.ts`);
 * the badge only draws it, with text colours that keep 4.5:1 contrast on the tinted ground.
 */
import type { StatusColour } from '../../core/format/colours';

/** Props of `StatusBadge`. */
export interface StatusBadgeProps {
  /** The colour core chose for the status. */
  readonly colour: StatusColour;
  /** The word shown, e.g. 'Complete: All Files Present', 'Earned'. */
  readonly children: string;
}

/**
 * A small pill: a coloured dot and the status word on a tint of the same colour.
 * @example const { text, colour } = documentStatusDisplay(s); <StatusBadge colour={colour}>{text}</StatusBadge>
 */
export function StatusBadge(props: StatusBadgeProps) {
  return (
    <span className={`ispz-badge ispz-badge--${props.colour}`}>
      <span className="ispz-badge__dot" aria-hidden="true" />
      {props.children}
    </span>
  );
}
