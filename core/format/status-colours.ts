/**
 * Status → colour (and text) rules of spec §3 (reward status) and §4 (document check, ISTA).
 * Statuses arrive as free text from the services, so matching ignores case and surrounding space.
 */
import { MESSAGES } from '../errors/messages';
import type { StatusColour } from './colours';

const norm = (s: string | null | undefined): string => (s ?? '').trim().toLowerCase();

const REWARD_COLOURS: Readonly<Record<string, StatusColour>> = {
  eligible: 'orange',
  earned: 'green',
  paid: 'blue',
  rejected: 'red',
  cancelled: 'red',
};

/**
 * Reward status colour: Eligible orange, Earned green, Paid blue, Rejected and Cancelled red,
 * anything else black.
 */
export function rewardStatusColour(status: string | null | undefined): StatusColour {
  return REWARD_COLOURS[norm(status)] ?? 'black';
}

/**
 * ISTA (AI review) status colour: text containing 'progress' orange, containing 'completed'
 * green, else grey. 'progress' is tested first, so "completed, re-check in progress" is orange.
 */
export function istaStatusColour(status: string | null | undefined): StatusColour {
  const s = norm(status);
  if (s.includes('progress')) return 'orange';
  if (s.includes('completed')) return 'green';
  return 'grey';
}

/** The document-check verdict of spec §3 ("status red/amber/green"). */
export type DocumentCheckStatus = 'red' | 'amber' | 'green';

export interface StatusDisplay {
  readonly text: string;
  readonly colour: StatusColour;
}

const DOCUMENT_DISPLAY: Readonly<Record<DocumentCheckStatus, StatusDisplay>> = {
  red: { text: MESSAGES.docStatusCritical, colour: 'red' },
  amber: { text: MESSAGES.docStatusWarning, colour: 'amber' },
  green: { text: MESSAGES.docStatusComplete, colour: 'green' },
};

const UNKNOWN: StatusDisplay = { text: MESSAGES.docStatusUnknown, colour: 'grey' };

/**
 * Document status text and colour: red 'Critical: Core Files Missing', amber 'Warning:
 * Additional Files Missing', green 'Complete: All Files Present'; anything else — including a
 * failed check, passed as null — grey 'Status Unknown' (spec §4, §8).
 */
export function documentStatusDisplay(status: string | null | undefined): StatusDisplay {
  const s = norm(status);
  return s === 'red' || s === 'amber' || s === 'green' ? DOCUMENT_DISPLAY[s] : UNKNOWN;
}
