/**
 * The wallet's personas (spec §3 Persona: status, persona_type.entity_type_name) and onboarding
 * one (spec §7 POST /wallets/persona/onboard?wallet_id= {persona_id, isUbargain}; §8 toasts
 * 'Persona onboarded successfully!' / 'Failed to onboard persona'). The types offered are the
 * wallet's personas_to_onboard; GET /wallets/personaTypes says which need an admin's approval.
 * `isUbargain` is true when the person came through the ubargain ecosystem (spec §9).
 */
import { isUbargainEcosystem } from '../../../../core/validation/sign-in-rules';
import { onboardForm } from '../../../../core/validation/wallet-forms';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { type DataColumn, DataTable } from '../../../../widgets/kit/table';
import { useToast } from '../../../../widgets/kit/toast';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { rememberedEcosystem } from '../../auth/ecosystem-memory';
import { tableStateOf } from '../../kit/table-state';
import { useInvalidate, usePersonaTypes, useWallet } from './wallet-queries';
import { WALLET_TEXT as T } from './wallet-text';
import { type PersonaRow, personaRows } from './wallet-view';

const COLUMNS: DataColumn<PersonaRow>[] = [
  { id: 'name', header: T.personaColumn, value: (r) => r.name },
  {
    id: 'status',
    header: T.statusColumn,
    cell: (r) => <StatusBadge colour={r.status.colour}>{r.status.text}</StatusBadge>,
  },
  { id: 'onboarded', header: T.onboardedColumn, value: (r) => r.onboarded },
];

function OnboardForm(props: { readonly walletId: string; readonly readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const invalidate = useInvalidate();
  const wallet = useWallet();
  const types = usePersonaTypes();
  const form = useSchemaForm(onboardForm, { defaultValues: { persona_id: '' } });
  const needsApproval = new Set((types.data ?? []).filter((t) => t.requires_approval).map((t) => t._id));
  const offered = wallet.data?.personas_to_onboard ?? [];
  if (offered.length === 0) return <p>{T.nothingToOnboard}</p>;
  return (
    <Form
      form={form}
      className="wallet-form"
      aria-label={T.onboardHeading}
      onValid={async ({ persona_id }) => {
        const answer = await api
          .POST('/wallets/persona/onboard', {
            params: { query: { wallet_id: props.walletId } },
            body: { persona_id, isUbargain: isUbargainEcosystem(rememberedEcosystem()) },
          })
          .catch(() => null);
        if (answer?.data) {
          toast.show(answer.data.message || T.onboarded, 'success');
          form.reset({ persona_id: '' });
          await invalidate.wallet();
        } else toast.show(T.onboardFailed, 'error');
      }}
    >
      <h3>{T.onboardHeading}</h3>
      <div className="wallet-form__row">
        <SelectField
          name="persona_id"
          label={T.personaField}
          options={offered.map((t) => ({
            value: t._id,
            label: needsApproval.has(t._id)
              ? `${t.entity_type_name} (${T.needsApproval})`
              : t.entity_type_name,
          }))}
        />
      </div>
      <div className="wallet-form__actions">
        <SubmitButton disabled={props.readOnly}>{T.onboardButton}</SubmitButton>
      </div>
    </Form>
  );
}

/** The personas part of /dashboard/wallet. */
export function PersonasSection(props: { readonly readOnly: boolean }) {
  const wallet = useWallet();
  const state = tableStateOf(wallet);
  return (
    <section className="wallet-section" aria-labelledby="wallet-personas">
      <h2 id="wallet-personas">{T.personasHeading}</h2>
      <DataTable
        label={T.personasTable}
        columns={COLUMNS}
        rows={personaRows(wallet.data?.personas ?? [])}
        getRowId={(r) => r.id}
        state={state}
        emptyText={T.noPersonas}
        maxHeight="none"
      />
      {wallet.data ? <OnboardForm walletId={wallet.data._id} readOnly={props.readOnly} /> : null}
    </section>
  );
}
