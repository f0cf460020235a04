/**
 * The buyers and sellers of one ecosystem (spec §7 /businesses/ecosystem/buyer and /seller;
 * participant kinds from /businesses/ecosystem/participantKinds; §8 'Successfully Added'): a
 * table per side and a form adding a business to either side with its kind. Businesses the
 * person belongs to are named; the others are shown by their ID, all the API tells the owner.
 */
import { z } from 'zod';
import { CONTEXT_TEXT } from '../../../../core/accounts/contexts/contexts.errors';
import {
  ECOSYSTEM_SIDES,
  type EcosystemSide,
  PARTICIPANT_KINDS,
} from '../../../../core/accounts/ecosystems/ecosystem-participants';
import { requiredText } from '../../../../core/validation/field-kit';
import { VALIDATION_MESSAGES as M } from '../../../../core/validation/messages';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { SubmitButton } from '../../../../widgets/kit/form';
import { type DataColumn, DataTable } from '../../../../widgets/kit/table';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { type AnyForm, FormContext, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { tableStateOf } from '../../kit/table-state';
import { type ParticipantRow, participantRows } from './ecosystem-model';
import { ECOSYSTEM_TEXT as T } from './ecosystem-text';
import { useEcosystemInvalidation, useParticipantKinds, useParticipants } from './use-ecosystem-data';

const SIDE_LABEL: Readonly<Record<EcosystemSide, string>> = { buyer: T.buyer, seller: T.seller };
const SIDE_HEADING: Readonly<Record<EcosystemSide, string>> = {
  buyer: T.buyersHeading,
  seller: T.sellersHeading,
};

const COLUMNS: readonly DataColumn<ParticipantRow>[] = [
  { id: 'business', header: T.colBusiness, value: (r) => r.business, sortable: true },
  { id: 'kind', header: T.colKind, value: (r) => r.kind, sortable: true },
  { id: 'added', header: T.colAdded, value: (r) => r.added },
];

/** The add form: core's participant kinds and the spec's required-field message. */
const addForm = z.object({
  side: z.enum(ECOSYSTEM_SIDES, { error: M.fillRequiredFields }),
  business_id: requiredText(M.fillRequiredFields).max(200, M.fillRequiredFields),
  kind: z.enum(PARTICIPANT_KINDS, { error: CONTEXT_TEXT.invalidParticipantKind }),
});

function SideTable(props: {
  readonly ecosystemId: string;
  readonly ecosystemName: string;
  readonly side: EcosystemSide;
  readonly names: ReadonlyMap<string, string>;
}) {
  const list = useParticipants(props.ecosystemId, props.side);
  const heading = SIDE_HEADING[props.side];
  return (
    <div className="eco-side">
      <h4 className="eco-sub">{heading}</h4>
      <DataTable
        label={T.participantsLabel(heading, props.ecosystemName)}
        columns={COLUMNS}
        rows={participantRows(list.data ?? [], props.names)}
        getRowId={(r) => r.id}
        state={tableStateOf(list)}
        errorText={T.participantsFailed}
        emptyText={T.participantsEmpty(heading.toLowerCase())}
        maxHeight="320px"
      />
    </div>
  );
}

export interface ParticipantsSectionProps {
  readonly ecosystemId: string;
  readonly ecosystemName: string;
  readonly readOnly: boolean;
  /** Names of the businesses the person belongs to, by id. */
  readonly names: ReadonlyMap<string, string>;
}

export function ParticipantsSection(props: ParticipantsSectionProps) {
  const { api } = useSite();
  const toast = useToast();
  const kinds = useParticipantKinds();
  const invalidate = useEcosystemInvalidation();
  const form = useSchemaForm(addForm, { defaultValues: { side: 'buyer', business_id: '' } });

  const add = form.handleSubmit(
    async ({ side, business_id, kind }) => {
      const body = { ecosystem_id: props.ecosystemId, business_id, kind };
      const answer =
        side === 'buyer'
          ? await api.POST('/businesses/ecosystem/buyer', { body })
          : await api.POST('/businesses/ecosystem/seller', { body });
      toast.answer(answer);
      if (!answer.data) return;
      form.reset({ side, business_id: '' });
      await invalidate.participants(props.ecosystemId, side);
    },
    () => toast.show(M.fillRequiredFields, 'error'),
  );

  const kindOptions = (kinds.data ?? []).map((k) => ({ value: k, label: k }));
  return (
    <>
      <div className="eco-sides">
        {ECOSYSTEM_SIDES.map((side) => (
          <SideTable
            key={side}
            side={side}
            ecosystemId={props.ecosystemId}
            ecosystemName={props.ecosystemName}
            names={props.names}
          />
        ))}
      </div>
      <FormContext.Provider value={form as unknown as AnyForm}>
        <form
          className="eco-form eco-form--inline"
          noValidate
          aria-label={T.addHeading}
          onSubmit={(event) => {
            event.preventDefault();
            void add(event);
          }}
        >
          <h4 className="eco-sub">{T.addHeading}</h4>
          <div className="eco-form__row eco-form__row--three">
            <SelectField
              name="side"
              label={T.side}
              placeholder={null}
              options={ECOSYSTEM_SIDES.map((s) => ({ value: s, label: SIDE_LABEL[s] }))}
              disabled={props.readOnly}
            />
            <TextField
              name="business_id"
              label={T.businessId}
              hint={T.businessIdHint}
              disabled={props.readOnly}
            />
            <SelectField name="kind" label={T.kind} options={kindOptions} disabled={props.readOnly} />
          </div>
          <div className="eco-form__footer">
            <SubmitButton variant="primary" disabled={props.readOnly}>
              {T.add}
            </SubmitButton>
          </div>
        </form>
      </FormContext.Provider>
    </>
  );
}
