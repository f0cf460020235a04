/**
 * The hire wizard's steps as data (spec §3 asset wizard: steps 1 to 4 — asset model and type,
 * hire details, available assets, then review and place the order). The answers of every step
 * live in one record that going back never loses; moving forward needs the current step to
 * pass core's schema for it. An asset chosen in step 3 was chosen from one search's results, so
 * changing that search (type, model, city or days) drops the choice.
 */
import type { z } from 'zod';
import {
  availableAssetStep,
  confirmHireInput,
  HIRE_STEPS,
  type HireStep,
  hireDetailsStep,
  modelAndTypeStep,
} from '../../../../core/accounts/assets/hire-wizard';

/** Everything the wizard asks, as the fields hold it (text; empty when not answered). */
export interface HireAnswers {
  readonly asset_type: string;
  readonly asset_model: string;
  readonly from: string;
  readonly to: string;
  readonly city: string;
  readonly purpose: string;
  readonly asset_id: string;
}

export type HireField = keyof HireAnswers;

export const EMPTY_ANSWERS: HireAnswers = {
  asset_type: '',
  asset_model: '',
  from: '',
  to: '',
  city: '',
  purpose: '',
  asset_id: '',
};

/** The fields each step asks for (the last step asks nothing: it shows the others). */
export const STEP_FIELDS: Readonly<Record<HireStep, readonly HireField[]>> = {
  'model-and-type': ['asset_type', 'asset_model'],
  'hire-details': ['from', 'to', 'city', 'purpose'],
  'available-assets': ['asset_id'],
  confirm: [],
};

/** Core's check of each step; the last checks the order as POST /orders/hire takes it. */
export const STEP_SCHEMAS: Readonly<Record<HireStep, z.ZodType>> = {
  'model-and-type': modelAndTypeStep,
  'hire-details': hireDetailsStep,
  'available-assets': availableAssetStep,
  confirm: confirmHireInput,
};

/** The fields that make up step 3's search: changing one drops the chosen asset. */
const SEARCH_FIELDS: readonly HireField[] = ['asset_type', 'asset_model', 'city', 'from', 'to'];

export interface WizardState {
  readonly step: HireStep;
  readonly answers: HireAnswers;
}

const pick = (answers: HireAnswers, fields: readonly HireField[]): Partial<HireAnswers> =>
  Object.fromEntries(fields.map((f) => [f, answers[f]]));

/** A wizard at step 1, with answers taken from a link (SmartHire's "Hire this asset") where given. */
export function startWizard(prefill: Partial<Record<HireField, string | null>> = {}): WizardState {
  const answers: Record<HireField, string> = { ...EMPTY_ANSWERS };
  for (const field of Object.keys(EMPTY_ANSWERS) as HireField[]) {
    const value = prefill[field];
    if (typeof value === 'string') answers[field] = value;
  }
  return { step: HIRE_STEPS[0], answers };
}

/** The position of a step, 0 to 3. */
export const stepIndex = (step: HireStep): number => HIRE_STEPS.indexOf(step);

/**
 * Keeps what was typed on a step (checked or not). A change to the search clears the asset
 * chosen from its results.
 */
export function recordAnswers(state: WizardState, values: Partial<HireAnswers>): WizardState {
  const answers: HireAnswers = { ...state.answers, ...values };
  const searchChanged = SEARCH_FIELDS.some((f) => answers[f] !== state.answers[f]);
  const kept = searchChanged && values.asset_id === undefined ? { ...answers, asset_id: '' } : answers;
  return { ...state, answers: kept };
}

/** The body a step sends to its server check (POST /orders/hire/steps/<step>, or POST /orders/hire). */
export function stepBody(step: HireStep, answers: HireAnswers): Record<string, string> {
  const fields =
    step === 'confirm' ? (['from', 'to', 'city', 'purpose', 'asset_id'] as const) : STEP_FIELDS[step];
  return pick(answers, fields) as Record<string, string>;
}

/** Core's messages for the step's fields, by field; empty when the step is complete. */
export function stepErrors(step: HireStep, answers: HireAnswers): Partial<Record<HireField, string>> {
  const verdict = STEP_SCHEMAS[step].safeParse(stepBody(step, answers));
  if (verdict.success) return {};
  const errors: Partial<Record<HireField, string>> = {};
  for (const issue of verdict.error.issues) {
    const field = String(issue.path[0] ?? '') as HireField;
    if (field in EMPTY_ANSWERS && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Whether every step before `step` is complete (so the stepper may go there). */
export function canReach(answers: HireAnswers, step: HireStep): boolean {
  return HIRE_STEPS.slice(0, stepIndex(step)).every((s) => Object.keys(stepErrors(s, answers)).length === 0);
}

/** The next step when the current one is complete; otherwise the state as it was, with why. */
export function goForward(
  state: WizardState,
):
  | { readonly ok: true; readonly state: WizardState }
  | { readonly ok: false; readonly errors: Partial<Record<HireField, string>> } {
  const errors = stepErrors(state.step, state.answers);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const next = HIRE_STEPS[stepIndex(state.step) + 1];
  return { ok: true, state: next ? { ...state, step: next } : state };
}

/** The step before (the first stays), every answer kept. */
export function goBack(state: WizardState): WizardState {
  return { ...state, step: HIRE_STEPS[Math.max(0, stepIndex(state.step) - 1)]! };
}

/** Goes to an earlier step, or to a later one every step before which is complete. */
export function goTo(state: WizardState, step: HireStep): WizardState {
  return stepIndex(step) <= stepIndex(state.step) || canReach(state.answers, step)
    ? { ...state, step }
    : state;
}

/** The search behind step 3 (GET /orders/hire/available), empty parts left out. */
export function availabilityQuery(answers: HireAnswers): Record<string, string> {
  const query: Record<string, string> = {};
  for (const f of SEARCH_FIELDS) if (answers[f].trim() !== '') query[f] = answers[f].trim();
  return query;
}
