/**
 * What the grids show for a selection and a row, from core's rules and the server's flags
 * (`selectable`, `priceEditable`): whether Approve/Reject are allowed for the selected
 * stakeholder rows and, when not, the sentence saying why (spec §4); which purchase rows the
 * caller decides; and the colour of each row status, always shown with its word.
 */
import type { StatusColour } from '../../../core/format/colours';
import { decisionRefusal } from '../../../core/transfer/stakeholder-guard';
import type { components } from '../../api';
import { GRIDS_TEXT } from './grids-text';

/** A row of `POST /stakeholder_view`. */
export type StakeholderRow = components['schemas']['StakeholderRow'];

/** A row of `GET /get_purchase_approval`. */
export type PurchaseRow = components['schemas']['PurchaseApproval'];

/** Approve/Reject for the selected rows: allowed, or refused with the reason to show. */
export type DecisionVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: string | null };

/** Spec §4: nothing selected, anything in progress, or anything retained/on platform refuses both. */
export function decisionVerdict(selected: readonly StakeholderRow[]): DecisionVerdict {
  if (selected.length === 0) return { allowed: false, reason: null };
  const refusal = decisionRefusal(selected);
  if (refusal === 'in_progress') return { allowed: false, reason: GRIDS_TEXT.inProgress };
  if (refusal === 'retained_or_on_platform')
    return { allowed: false, reason: GRIDS_TEXT.retainedOrOnPlatform };
  return { allowed: true };
}

/** The purchases the caller decides: pending ones where they are the approver (the server checks again). */
export function decidesPurchase(row: PurchaseRow, userId: string): boolean {
  return row.status === 'pending' && row.approver === userId && row.owner !== userId;
}

const ROW_COLOURS: Readonly<Record<StakeholderRow['status'] | PurchaseRow['status'], StatusColour>> = {
  pending: 'amber',
  inprogress: 'orange',
  closed: 'grey',
  approved: 'green',
  rejected: 'red',
  void: 'grey',
};

/** A row status's word and colour. */
export function rowStatusDisplay(status: StakeholderRow['status'] | PurchaseRow['status']) {
  return { text: GRIDS_TEXT.status[status], colour: ROW_COLOURS[status] };
}
