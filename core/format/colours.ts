/**
 * The named colours the spec gives to statuses (§3 rewards, §4 documents, ISTA, expire-in).
 * Rules return a name; each screen maps the name to its theme. `STATUS_COLOUR_HEX` is the
 * default palette so the widgets, the site and the spreadsheets agree when no theme says otherwise.
 */
export type StatusColour = 'green' | 'amber' | 'orange' | 'red' | 'blue' | 'grey' | 'black';

export const STATUS_COLOURS = [
  'green',
  'amber',
  'orange',
  'red',
  'blue',
  'grey',
  'black',
] as const satisfies readonly StatusColour[];

/** Default CSS colours, chosen for contrast on white (WCAG AA for text except amber/orange badges). */
export const STATUS_COLOUR_HEX = {
  green: '#2e7d32',
  amber: '#f59e0b',
  orange: '#ea580c',
  red: '#c62828',
  blue: '#1565c0',
  grey: '#757575',
  black: '#000000',
} as const satisfies Record<StatusColour, string>;
