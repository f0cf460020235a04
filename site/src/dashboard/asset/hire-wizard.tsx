/**
 * The hire wizard (spec §3 asset wizard, steps 1 to 4): a stepper naming the steps, one form per
 * step checked with core's schema for it and then by the server's step check
 * (POST /orders/hire/steps/<step>), Back and Next, and a review that places the order
 * (POST /orders/hire → 'Your hire is confirmed') and opens it. The answers live in the page
 * (`WizardState`), so going back — by Back or by the stepper — keeps them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { HIRE_STEPS, type HireStep } from '../../../../core/accounts/assets/hire-wizard';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { Button } from '../../../../widgets/kit/button';
import { RadioGroupField, SelectField } from '../../../../widgets/kit/choice-fields';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { TextAreaField } from '../../../../widgets/kit/textarea-field';
import { useToast } from '../../../../widgets/kit/toast';
import { type FormSchema, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { DateField, todayUtc } from './asset-fields';
import { ASSET_PAGE_TEXT, STEP_NAMES } from './asset-text';
import { orderDates } from './hire-orders';
import {
  availabilityQuery,
  goBack,
  goForward,
  goTo,
  type HireAnswers,
  recordAnswers,
  STEP_FIELDS,
  STEP_SCHEMAS,
  startWizard,
  stepBody,
  stepIndex,
  type WizardState,
} from './hire-wizard-model';
import { type AvailableAsset, failureText, rupees, useAssetTypes, useAvailableAssets } from './use-hire-data';

const T = ASSET_PAGE_TEXT.wizard;
const R = ASSET_PAGE_TEXT.review;

export interface HireWizardProps {
  readonly state: WizardState;
  readonly onChange: (state: WizardState) => void;
  readonly readOnly: boolean;
}

/** The wizard: stepper, the current step, and its footer. */
export function HireWizard({ state, onChange, readOnly }: HireWizardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state.step);
  // Focus the new step's heading when the step changes (not on the page's first draw).
  useEffect(() => {
    if (shown.current !== state.step) heading.current?.focus();
    shown.current = state.step;
  }, [state.step]);

  const n = stepIndex(state.step) + 1;
  const title = (
    <div className="asset-wizard__title">
      <p className="asset-wizard__count">{T.stepOf(n)}</p>
      <h3 ref={heading} tabIndex={-1}>
        {STEP_NAMES[state.step]}
      </h3>
    </div>
  );
  return (
    <div className="asset-wizard">
      <Stepper state={state} onGo={(step) => onChange(goTo(state, step))} />
      {state.step === 'confirm' ? (
        <ReviewStep state={state} onChange={onChange} readOnly={readOnly} title={title} />
      ) : (
        <StepForm key={state.step} state={state} onChange={onChange} readOnly={readOnly} title={title} />
      )}
    </div>
  );
}

/** The step names in order; steps already passed are buttons that go back to them. */
function Stepper({ state, onGo }: { state: WizardState; onGo: (step: HireStep) => void }) {
  const current = stepIndex(state.step);
  return (
    <ol className="asset-stepper" aria-label={T.steps}>
      {HIRE_STEPS.map((step, i) => {
        const status = i < current ? 'done' : i === current ? 'current' : 'todo';
        const label = (
          <>
            <span className="asset-stepper__number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="asset-stepper__name">{STEP_NAMES[step]}</span>
          </>
        );
        return (
          <li key={step} className={`asset-stepper__step asset-stepper__step--${status}`}>
            {i < current ? (
              <button type="button" className="asset-stepper__link" onClick={() => onGo(step)}>
                {label}
              </button>
            ) : (
              <span className="asset-stepper__link" aria-current={i === current ? 'step' : undefined}>
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

interface StepProps extends HireWizardProps {
  readonly title: React.ReactNode;
}

/** Steps 1–3: a form of the step's fields, checked by core, then by the server's step check. */
function StepForm({ state, onChange, readOnly, title }: StepProps) {
  const { api } = useSite();
  const step = state.step as Exclude<HireStep, 'confirm'>;
  const fields = STEP_FIELDS[step];
  // Steps hold text as typed ('' for no type yet), which the step's schema then judges.
  const form = useSchemaForm(STEP_SCHEMAS[step] as FormSchema, {
    defaultValues: Object.fromEntries(fields.map((f) => [f, state.answers[f]])),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the step's fields hold, as text (a radio group with nothing chosen holds null).
  const current = (): Partial<HireAnswers> =>
    Object.fromEntries(fields.map((f) => [f, String(form.getValues()[f] ?? '')]));
  const search = step === 'available-assets' ? availabilityQuery(state.answers) : null;
  const available = useAvailableAssets(search);

  const next = async () => {
    setRefusal(null);
    const recorded = recordAnswers(state, current());
    if (
      step === 'available-assets' &&
      !available.data?.some((a) => a.asset._id === recorded.answers.asset_id)
    ) {
      form.setError('asset_id', { type: 'custom', message: T.chosenGone });
      return;
    }
    const moved = goForward(recorded);
    if (!moved.ok) return;
    const answer = await api.POST(`/orders/hire/steps/${step}`, {
      body: stepBody(step, recorded.answers) as never,
    });
    if (answer.data) onChange(moved.state);
    else setRefusal(answerErrorText(answer));
  };

  return (
    <Form form={form} onValid={next} className="asset-wizard__form" aria-label={STEP_NAMES[step]}>
      {title}
      {step === 'model-and-type' ? <ModelAndTypeFields /> : null}
      {step === 'hire-details' ? <HireDetailsFields /> : null}
      {step === 'available-assets' ? <AvailableAssetsField query={available} /> : null}
      {refusal ? (
        <p className="asset-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="asset-wizard__footer">
        <Button
          variant="secondary"
          disabled={step === 'model-and-type'}
          onClick={() => onChange(goBack(recordAnswers(state, current())))}
        >
          {T.back}
        </Button>
        <SubmitButton
          variant="primary"
          disabled={readOnly || (step === 'available-assets' && !available.data?.length)}
        >
          {T.next}
        </SubmitButton>
      </div>
    </Form>
  );
}

function ModelAndTypeFields() {
  const types = useAssetTypes();
  return (
    <div className="asset-form__grid">
      <SelectField
        name="asset_type"
        label={T.type}
        options={(types.data ?? []).map((t) => ({ value: t, label: t }))}
      />
      <TextField name="asset_model" label={T.model} hint={T.modelHint} maxLength={100} />
      {types.isError ? (
        <p className="asset-refusal" role="alert">
          {failureText(types.error)}
        </p>
      ) : null}
    </div>
  );
}

function HireDetailsFields() {
  const today = todayUtc();
  return (
    <div className="asset-form__grid">
      <DateField name="from" label={T.from} min={today} hint={T.daysHint} />
      <DateField name="to" label={T.to} min={today} />
      <TextField name="city" label={T.city} hint={T.cityHint} maxLength={100} />
      <TextAreaField name="purpose" label={T.purpose} maxLength={500} className="asset-form__wide" />
    </div>
  );
}

function AvailableAssetsField({ query }: { query: ReturnType<typeof useAvailableAssets> }) {
  if (query.isPending) return <p aria-live="polite">{T.searching}</p>;
  if (query.isError)
    return (
      <p className="asset-refusal" role="alert">
        {failureText(query.error)}
      </p>
    );
  if (query.data.length === 0) return <p className="asset-empty">{T.noneFree}</p>;
  return (
    <RadioGroupField
      name="asset_id"
      label={T.asset}
      className="asset-choices"
      options={query.data.map((a) => ({ value: a.asset._id, label: <AssetChoice available={a} /> }))}
    />
  );
}

function AssetChoice({ available: { asset, days, amount } }: { available: AvailableAsset }) {
  return (
    <span className="asset-choice">
      <span className="asset-choice__name">{asset.asset_model}</span>
      <span className="asset-choice__meta">
        {asset.asset_type} · {asset.city} · {rupees(asset.daily_rate)} {T.perDay}
      </span>
      <span className="asset-choice__total">
        {T.days(days)}: {rupees(amount)}
      </span>
    </span>
  );
}

/** Step 4: what the order will be, and placing it. */
function ReviewStep({ state, onChange, readOnly, title }: StepProps) {
  const { api } = useSite();
  const toast = useToast();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const available = useAvailableAssets(availabilityQuery(state.answers));
  const chosen = available.data?.find((a) => a.asset._id === state.answers.asset_id);
  const a = state.answers;

  const place = async () => {
    setRefusal(null);
    setPlacing(true);
    const answer = await api.POST('/orders/hire', { body: stepBody('confirm', a) as never });
    setPlacing(false);
    if (answer.data) {
      toast.answer(answer.data);
      onChange(startWizard());
      await navigate(`/dashboard/asset/orders/${encodeURIComponent(answer.data.reservation._id)}`);
      void queries.invalidateQueries({ queryKey: ['orders', 'hire'] });
    } else {
      void queries.invalidateQueries({ queryKey: ['orders', 'hire'] });
      const text = answerErrorText(answer);
      setRefusal(text);
      toast.show(text, 'error');
    }
  };

  const rows: [string, string][] = [
    [R.type, a.asset_type],
    [R.model, a.asset_model || T.anyModel],
    [R.days, orderDates(a)],
    [R.city, a.city || T.anyCity],
    [R.purpose, a.purpose],
    ...(chosen
      ? ([
          [
            R.asset,
            `${chosen.asset.asset_model}, ${chosen.asset.city} (${rupees(chosen.asset.daily_rate)} ${T.perDay})`,
          ],
          [T.total, `${rupees(chosen.amount)} for ${T.days(chosen.days)}`],
        ] as [string, string][])
      : []),
  ];
  return (
    <form
      className="asset-wizard__form"
      aria-label={STEP_NAMES.confirm}
      onSubmit={(event) => {
        event.preventDefault();
        void place();
      }}
    >
      {title}
      <p>{T.review}</p>
      <dl className="asset-summary">
        {rows.map(([term, value]) => (
          <div key={term} className="asset-summary__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {available.isSuccess && !chosen ? (
        <p className="asset-refusal" role="alert">
          {T.chosenGone}
        </p>
      ) : null}
      {refusal ? (
        <p className="asset-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="asset-wizard__footer">
        <Button variant="secondary" onClick={() => onChange(goBack(state))}>
          {T.back}
        </Button>
        <Button type="submit" variant="primary" pending={placing} disabled={readOnly || !chosen}>
          {T.place}
        </Button>
      </div>
    </form>
  );
}
