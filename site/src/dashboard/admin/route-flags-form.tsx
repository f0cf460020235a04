/**
 * The per-person flags of spec §6 — the default-user flag ("forces lender") and the persona
 * check ("Import Loan Files shown") — set through PUT /admin/users/routeConfig. Each flag is
 * kept, turned on or turned off; the server's 'Updated Successfully' shows as a toast and the
 * flags as stored are read out under the form. Read-only pages disable the form (spec §6).
 */
import { useState } from 'react';
import type { components } from '../../../../widgets/api/schema.gen';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { type AnyForm, FormContext, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { type RouteFlagsFormValues, routeFlagsBody, routeFlagsForm } from './admin-rows';
import { ADMIN_TEXT as T } from './admin-text';

type Stored = components['schemas']['UserRouteSettingsSet'];

const CHOICES = [
  { value: 'keep', label: T.keep },
  { value: 'on', label: T.on },
  { value: 'off', label: T.off },
];

const EMPTY: RouteFlagsFormValues = { user_id: '', default_user: 'keep', persona_check: 'keep' };

/** The route-flags tab. */
export function RouteFlagsForm({ readOnly }: { readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const form = useSchemaForm(routeFlagsForm, { defaultValues: EMPTY });
  const [stored, setStored] = useState<Stored | null>(null);

  const save = form.handleSubmit(
    async (values) => {
      const answer = await api.PUT('/admin/users/routeConfig', { body: routeFlagsBody(values) });
      toast.answer(answer);
      setStored(answer.data ?? null);
    },
    (errors) => {
      const first = Object.values(errors).find((e): e is { message: string } =>
        Boolean(e && typeof e === 'object' && 'message' in e),
      );
      if (first) toast.show(first.message, 'error');
    },
  );

  return (
    <section className="admin-section" aria-labelledby="admin-flags">
      <h2 id="admin-flags" className="dash-page__heading">
        {T.flagsHeading}
      </h2>
      <p className="admin-section__note">{T.flagsIntro}</p>
      <p className="admin-section__note">{T.flagsFind}</p>
      <FormContext.Provider value={form as unknown as AnyForm}>
        <form
          className="admin-flags"
          noValidate
          aria-labelledby="admin-flags"
          onSubmit={(event) => {
            event.preventDefault();
            if (!readOnly) void save(event);
          }}
        >
          <TextField name="user_id" label={T.userId} autoComplete="off" disabled={readOnly} />
          <div className="admin-flags__row">
            <SelectField
              name="default_user"
              label={T.defaultUser}
              options={CHOICES}
              placeholder={null}
              disabled={readOnly}
            />
            <SelectField
              name="persona_check"
              label={T.personaCheck}
              options={CHOICES}
              placeholder={null}
              disabled={readOnly}
            />
          </div>
          <div>
            <SubmitButton variant="primary" disabled={readOnly}>
              {T.saveFlags}
            </SubmitButton>
          </div>
        </form>
      </FormContext.Provider>
      {stored ? (
        <p className="admin-flags__stored" role="status">
          {T.stored(stored.user_id, stored.flags.defaultUser, stored.flags.personaCheck)}
        </p>
      ) : null}
    </section>
  );
}
