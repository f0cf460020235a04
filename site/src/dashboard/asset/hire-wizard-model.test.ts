import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_TYPES } from '../../../../core/accounts/assets/asset';
import { ASSET_TEXT } from '../../../../core/accounts/assets/assets.errors';
import { HIRE_STEPS } from '../../../../core/accounts/assets/hire-wizard';
import {
  availabilityQuery,
  EMPTY_ANSWERS,
  goBack,
  goForward,
  goTo,
  type HireAnswers,
  recordAnswers,
  STEP_FIELDS,
  startWizard,
  stepBody,
  stepErrors,
  stepIndex,
  type WizardState,
} from './hire-wizard-model';

const COMPLETE: HireAnswers = {
  asset_type: 'Tractor',
  asset_model: '',
  from: '2026-03-10',
  to: '2026-03-12',
  city: 'Bangalore',
  purpose: 'Ploughing the north field',
  asset_id: 'asset-1',
};

describe('the hire wizard, step by step', () => {
  it('refuses to leave step 1 without a type, with core’s message', () => {
    const result = goForward(startWizard());
    expect(result).toEqual({ ok: false, errors: { asset_type: ASSET_TEXT.assetType } });
  });

  it('checks the days and purpose on step 2 with core’s messages', () => {
    const state: WizardState = {
      step: 'hire-details',
      answers: { ...COMPLETE, to: '2026-03-09', purpose: '' },
    };
    expect(stepErrors(state.step, state.answers)).toEqual({
      to: ASSET_TEXT.endBeforeStart,
      purpose: ASSET_TEXT.purposeRequired,
    });
    expect(goForward(state).ok).toBe(false);
  });

  it('asks for an asset on step 3 before the review', () => {
    const state: WizardState = { step: 'available-assets', answers: { ...COMPLETE, asset_id: '' } };
    expect(goForward(state)).toEqual({ ok: false, errors: { asset_id: ASSET_TEXT.chooseAsset } });
  });

  it('walks the four steps in order and stops at the last', () => {
    let state: WizardState = { step: 'model-and-type', answers: COMPLETE };
    const seen = [state.step];
    for (let i = 0; i < 4; i++) {
      const result = goForward(state);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.state;
      seen.push(state.step);
    }
    expect(seen).toEqual([...HIRE_STEPS, 'confirm']);
  });

  it('drops the chosen asset when the search changes, and keeps it otherwise', () => {
    const state: WizardState = { step: 'hire-details', answers: COMPLETE };
    expect(recordAnswers(state, { purpose: 'Harvest' }).answers.asset_id).toBe('asset-1');
    expect(recordAnswers(state, { to: '2026-03-14' }).answers.asset_id).toBe('');
    expect(recordAnswers(state, { asset_type: 'Tractor' }).answers.asset_id).toBe('asset-1');
  });

  it('takes answers from a link, and ignores what is not an answer', () => {
    const state = startWizard({ asset_type: 'Truck', asset_id: 'a-9', from: null });
    expect(state).toEqual({
      step: 'model-and-type',
      answers: { ...EMPTY_ANSWERS, asset_type: 'Truck', asset_id: 'a-9' },
    });
  });

  it('sends each step only what it asks, and the order as POST /orders/hire takes it', () => {
    expect(stepBody('model-and-type', COMPLETE)).toEqual({ asset_type: 'Tractor', asset_model: '' });
    expect(stepBody('available-assets', COMPLETE)).toEqual({ asset_id: 'asset-1' });
    expect(stepBody('confirm', COMPLETE)).toEqual({
      from: '2026-03-10',
      to: '2026-03-12',
      city: 'Bangalore',
      purpose: 'Ploughing the north field',
      asset_id: 'asset-1',
    });
    expect(availabilityQuery(COMPLETE)).toEqual({
      asset_type: 'Tractor',
      city: 'Bangalore',
      from: '2026-03-10',
      to: '2026-03-12',
    });
  });

  it('jumps forward only over complete steps', () => {
    expect(goTo(startWizard(), 'confirm').step).toBe('model-and-type');
    expect(goTo({ step: 'model-and-type', answers: COMPLETE }, 'confirm').step).toBe('confirm');
    expect(goTo({ step: 'confirm', answers: EMPTY_ANSWERS }, 'model-and-type').step).toBe('model-and-type');
  });
});

// Model-based: any sequence of typing, Next, Back and stepper jumps keeps the answers as the
// model says (typing is the only thing that changes them) and never passes an incomplete step.
const day = fc
  .integer({ min: 0, max: 120 })
  .map((n) => new Date(Date.UTC(2026, 2, 1) + n * 86_400_000).toISOString().slice(0, 10));
const valueFor: Record<keyof HireAnswers, fc.Arbitrary<string>> = {
  asset_type: fc.constantFrom('', 'Spaceship', ...ASSET_TYPES),
  asset_model: fc.constantFrom('', 'Mahindra 575 DI'),
  from: fc.oneof(day, fc.constant(''), fc.constant('2026-02-30')),
  to: fc.oneof(day, fc.constant('')),
  city: fc.constantFrom('', 'Bangalore', 'Hyderabad'),
  purpose: fc.constantFrom('', 'Harvest'),
  asset_id: fc.constantFrom('', 'asset-1', 'asset-2'),
};
type Action =
  | { kind: 'type'; values: Partial<HireAnswers> }
  | { kind: 'next' }
  | { kind: 'back' }
  | { kind: 'jump'; to: (typeof HIRE_STEPS)[number] };
const action: fc.Arbitrary<Action> = fc.oneof(
  fc
    .constantFrom(...HIRE_STEPS.slice(0, 3))
    .chain((step) =>
      fc
        .record(Object.fromEntries(STEP_FIELDS[step].map((f) => [f, valueFor[f]])))
        .map((values): Action => ({ kind: 'type', values: values as Partial<HireAnswers> })),
    ),
  fc.constant<Action>({ kind: 'next' }),
  fc.constant<Action>({ kind: 'back' }),
  fc.constantFrom(...HIRE_STEPS).map((to): Action => ({ kind: 'jump', to })),
);

describe('going forward and back through the hire wizard', () => {
  it('keeps every answer and never passes an incomplete step', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = startWizard();
        let model: HireAnswers = { ...EMPTY_ANSWERS };
        for (const a of actions) {
          const before = state;
          if (a.kind === 'type') {
            state = recordAnswers(state, a.values);
            const next = { ...model, ...a.values };
            const searchChanged = (['asset_type', 'asset_model', 'city', 'from', 'to'] as const).some(
              (f) => next[f] !== model[f],
            );
            model = searchChanged && a.values.asset_id === undefined ? { ...next, asset_id: '' } : next;
            expect(state.step).toBe(before.step);
          } else if (a.kind === 'next') {
            const result = goForward(state);
            const complete = Object.keys(stepErrors(state.step, state.answers)).length === 0;
            expect(result.ok).toBe(complete);
            if (result.ok) {
              state = result.state;
              expect(stepIndex(state.step)).toBe(Math.min(3, stepIndex(before.step) + 1));
            }
          } else if (a.kind === 'back') {
            state = goBack(state);
            expect(stepIndex(state.step)).toBe(Math.max(0, stepIndex(before.step) - 1));
          } else {
            state = goTo(state, a.to);
          }
          expect(state.answers).toEqual(model);
          // Every step before the one shown is complete, unless typing on an earlier step undid it.
          if (a.kind !== 'type' && stepIndex(state.step) > stepIndex(before.step)) {
            for (const s of HIRE_STEPS.slice(0, stepIndex(state.step)))
              expect(stepErrors(s, state.answers)).toEqual({});
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
