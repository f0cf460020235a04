/**
 * The contract form (spec §4 modes create and edit): title, agreement type (§3's twelve), the
 * other party (a member of the business the session acts for — the platform has no directory of
 * other people), terms, and whether the contract is on E-Stamp paper; an E-Stamp contract names
 * the stamp-duty state (§3: Karnataka KA, Tamil Nadu TN) and the duty, shown back in rupees as
 * it will be paid (POST /businesses/contracts/stampDuty, before signing). Core's schema checks
 * it with core's messages; the server's 'Contract saved as draft' / 'Updated Successfully' is
 * the toast. Saving is off on a read-only page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { AGREEMENT_TYPES, STAMP_DUTY_STATES } from '../../../../core/accounts/agreements/contract';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { Button } from '../../../../widgets/kit/button';
import { CheckboxField, SelectField } from '../../../../widgets/kit/choice-fields';
import { type FieldBaseProps, FieldShell } from '../../../../widgets/kit/field-shell';
import { SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import {
  type AnyForm,
  FormContext,
  useFormContext,
  useSchemaForm,
} from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import {
  type ContractAnswer,
  createBody,
  createFormSchema,
  dutyPreview,
  EMPTY_CONTRACT_FORM,
  editBody,
  editFormSchema,
  formValuesOf,
  type MemberAnswer,
  personName,
} from './contract-view';
import { CONTRACTS_PREFIX } from './contracts-queries';
import { CONTRACTS_TEXT as T } from './contracts-text';

function TermsField(props: FieldBaseProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...props}>
      {(a11y) => (
        <textarea {...a11y} {...register(props.name)} className="ispz-input ispz-textarea" rows={6} />
      )}
    </FieldShell>
  );
}

const TYPE_OPTIONS = AGREEMENT_TYPES.map((t) => ({ value: t, label: t }));
const STATE_OPTIONS = STAMP_DUTY_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** The stamp-duty fields, shown for an E-Stamp contract, with the duty as it will be paid. */
function StampDutyFields() {
  const form = useFormContext();
  const values = form.watch() as { e_stamp: boolean; stamp_duty_state: string; stamp_duty_amount: string };
  if (!values.e_stamp) return null;
  const duty = dutyPreview(values);
  return (
    <fieldset className="contracts-form__duty">
      <legend>{T.stampDuty}</legend>
      <div className="contracts-form__row">
        <SelectField name="stamp_duty_state" label={T.formState} options={STATE_OPTIONS} />
        <TextField name="stamp_duty_amount" label={T.formAmount} inputMode="text" autoComplete="off" />
      </div>
      <p className="contracts-form__preview" aria-live="polite">
        <span>{T.formDuty}: </span>
        <strong>{duty || T.formDutyNone}</strong>
      </p>
    </fieldset>
  );
}

export interface ContractFormProps {
  /** The contract to edit, or null to create one. */
  readonly contract: ContractAnswer | null;
  readonly me: string;
  /** The members of the business the session acts for (create: the parties to choose from). */
  readonly members: readonly MemberAnswer[];
  readonly readOnly: boolean;
  /** After a save: the contract's id. */
  readonly onSaved: (contractId: string) => void;
  readonly onCancel: () => void;
}

export function ContractForm(props: ContractFormProps) {
  const { contract } = props;
  return contract ? <EditForm {...props} contract={contract} /> : <CreateForm {...props} />;
}

/** A write's answer: the server's toast, the list read again, then `onSaved`; or the refusal's words. */
function useSaved(onSaved: (id: string) => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return async (send: () => Promise<{ data?: { message: string; contract: { _id: string } } }>) => {
    try {
      const answer = await send();
      if (!answer.data) {
        toast.answer(answer);
        return;
      }
      toast.answer(answer.data);
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_PREFIX });
      onSaved(answer.data.contract._id);
    } catch (error) {
      toast.show(answerErrorText(error), 'error');
    }
  };
}

function FormFooter(props: {
  readonly readOnly: boolean;
  readonly label: string;
  readonly onCancel: () => void;
}) {
  return (
    <div className="contracts-form__footer">
      <Button variant="secondary" onClick={props.onCancel}>
        {T.discard}
      </Button>
      <SubmitButton variant="primary" disabled={props.readOnly}>
        {props.label}
      </SubmitButton>
    </div>
  );
}

function CreateForm(props: ContractFormProps) {
  const { api } = useSite();
  const form = useSchemaForm(createFormSchema, { defaultValues: EMPTY_CONTRACT_FORM });
  const saved = useSaved(props.onSaved);
  const parties = props.members
    .filter((m) => m.user_id !== props.me)
    .map((m) => ({
      value: m.user_id,
      label: personName(m.user_id, { me: props.me, members: props.members }),
    }));
  const submit = form.handleSubmit(async (values) => {
    await saved(() => api.POST('/businesses/contracts', { body: createBody(values) }));
  });
  return (
    <FormContext.Provider value={form as unknown as AnyForm}>
      <form
        className="contracts-form"
        noValidate
        aria-labelledby="contract-form-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
      >
        <h2 id="contract-form-heading">{T.createHeading}</h2>
        <p className="contracts-note">{T.requiredNote}</p>
        <TextField name="title" label={T.formTitle} maxLength={200} />
        <div className="contracts-form__row">
          <SelectField name="agreement_type" label={T.formType} options={TYPE_OPTIONS} />
          <SelectField name="counterparty_id" label={T.formParty} hint={T.formPartyHint} options={parties} />
        </div>
        {parties.length === 0 ? <p className="contracts-note">{T.noMembers}</p> : null}
        <TermsField name="terms" label={T.formTerms} />
        <CheckboxField name="e_stamp" label={T.formEStamp} />
        <StampDutyFields />
        <FormFooter readOnly={props.readOnly} label={T.saveDraft} onCancel={props.onCancel} />
      </form>
    </FormContext.Provider>
  );
}

function EditForm(props: ContractFormProps & { readonly contract: ContractAnswer }) {
  const { api } = useSite();
  const { contract } = props;
  const form = useSchemaForm(editFormSchema, {
    defaultValues: { ...formValuesOf(contract), contract_id: contract._id },
  });
  const saved = useSaved(props.onSaved);
  const submit = form.handleSubmit(async (values) => {
    await saved(() => api.PUT('/businesses/contracts', { body: editBody(values) }));
  });
  const party = personName(contract.counterparty_id, { me: props.me, members: props.members });
  return (
    <FormContext.Provider value={form as unknown as AnyForm}>
      <form
        className="contracts-form"
        noValidate
        aria-labelledby="contract-form-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
      >
        <h2 id="contract-form-heading">{T.editHeading(contract.title)}</h2>
        <p className="contracts-note">{T.requiredNote}</p>
        <TextField name="title" label={T.formTitle} maxLength={200} />
        <div className="contracts-form__row">
          <SelectField name="agreement_type" label={T.formType} options={TYPE_OPTIONS} />
          <p className="contracts-form__fixed">
            <span>{T.counterparty}</span>
            <strong>{party}</strong>
          </p>
        </div>
        <TermsField name="terms" label={T.formTerms} />
        <CheckboxField name="e_stamp" label={T.formEStamp} />
        <StampDutyFields />
        <FormFooter readOnly={props.readOnly} label={T.saveChanges} onCancel={props.onCancel} />
      </form>
    </FormContext.Provider>
  );
}
