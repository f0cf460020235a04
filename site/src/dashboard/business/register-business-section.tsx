/**
 * The personal context's business page (spec §2 menu 'Register Business', §3 registration
 * payload, §4, §7 POST /businesses): the registration form with core's rules and the server's
 * types and categories (Private Limited and eCommerce first), the server's 'Successfully
 * Registered Business' toast, then the login mode re-fetched (spec §4) and the person's
 * businesses, each with a button that switches the session into it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../widgets/kit/button';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import type { ContextOption } from '../shell/context-options';
import { useContextSwitch } from '../shell/use-context-switch';
import { type BusinessFormValues, businessForm, NEW_BUSINESS } from './business-forms';
import { BUSINESS_TEXT as T } from './business-text';
import { roleLabel } from './business-view';
import { businessKeys, useBusinessOptions, useMyBusinesses } from './use-business-data';

/** The server's types and categories (spec §3), for the business forms. */
export interface BusinessChoices {
  readonly types: readonly string[];
  readonly categories: readonly string[];
}

/**
 * The three fields of a business, shared with the details form. Drawn once the choices are
 * known: a select registered before its options would show the placeholder over its value.
 */
export function BusinessFields(props: { readonly choices: BusinessChoices; readonly disabled: boolean }) {
  const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <div className="biz-form__row">
      <TextField
        name="business_name"
        label={T.businessName}
        autoComplete="organization"
        disabled={props.disabled}
      />
      <SelectField
        name="business_type"
        label={T.businessType}
        options={toOptions(props.choices.types)}
        disabled={props.disabled}
      />
      <SelectField
        name="business_master_category"
        label={T.category}
        options={toOptions(props.choices.categories)}
        disabled={props.disabled}
      />
    </div>
  );
}

/** The choices once they are known, else the loading or failed sentence. */
export function WithBusinessChoices(props: { readonly children: (choices: BusinessChoices) => ReactNode }) {
  const options = useBusinessOptions();
  if (options.data) return <>{props.children(options.data)}</>;
  return <p className="biz-card__note">{options.isError ? T.failed : T.loading}</p>;
}

export function RegisterBusinessSection(props: { readonly userId: string; readonly readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const client = useQueryClient();
  const form = useSchemaForm(businessForm, { defaultValues: NEW_BUSINESS });
  const [registered, setRegistered] = useState<{ _id: string; business_name: string } | null>(null);

  const register = async (body: BusinessFormValues) => {
    const answer = await api.POST('/businesses', { body });
    toast.answer(answer);
    if (!answer.data) return;
    const business = answer.data.businessDetails;
    setRegistered({ _id: business._id, business_name: business.business_name });
    form.reset(NEW_BUSINESS);
    // spec §4: after a registration the login mode is re-fetched; the person's contexts too.
    await Promise.all([
      client.fetchQuery({
        queryKey: businessKeys.loginMode(props.userId),
        queryFn: async () => (await api.GET('/auth/loginmode')).data ?? null,
      }),
      client.invalidateQueries({ queryKey: businessKeys.contexts(props.userId) }),
      client.invalidateQueries({ queryKey: ['users'] }),
    ]);
  };

  return (
    <>
      <section className="biz-card" aria-labelledby="biz-register">
        <h2 id="biz-register">{T.registerTitle}</h2>
        <p className="biz-card__lead">{T.registerLead}</p>
        <WithBusinessChoices>
          {(choices) => (
            <Form form={form} onValid={register} className="biz-form">
              <BusinessFields choices={choices} disabled={props.readOnly} />
              <div className="biz-form__actions">
                <SubmitButton variant="primary" disabled={props.readOnly}>
                  {T.register}
                </SubmitButton>
              </div>
            </Form>
          )}
        </WithBusinessChoices>
        {registered ? (
          <p className="biz-card__done" role="status">
            {T.registered(registered.business_name)}
          </p>
        ) : null}
      </section>
      <MyBusinesses userId={props.userId} registered={registered} />
    </>
  );
}

/** The context switcher's option for acting as one of the person's businesses. */
const businessOption = (b: { readonly id: string; readonly name: string }): ContextOption => ({
  id: `business:${b.id}`,
  kind: 'business',
  name: b.name,
  detail: '',
  request: { is_business: true, business_id: b.id },
  current: false,
});

/** The businesses the person belongs to (GET /users/contexts), with the one just registered. */
function MyBusinesses(props: {
  readonly userId: string;
  readonly registered: { _id: string; business_name: string } | null;
}) {
  const mine = useMyBusinesses(props.userId);
  const { switchTo, pending } = useContextSwitch({ landOn: '/dashboard/business' });
  const listed = (mine.data ?? []).map((b) => ({ id: b.business_id, name: b.business_name, role: b.role }));
  const { registered } = props;
  if (registered && !listed.some((b) => b.id === registered._id))
    listed.push({ id: registered._id, name: registered.business_name, role: 'BUSINESSADMIN' });
  if (listed.length === 0) return null;
  return (
    <section className="biz-card" aria-labelledby="biz-mine">
      <h2 id="biz-mine">{T.yourBusinesses}</h2>
      <p className="biz-card__lead">{T.yourBusinessesLead}</p>
      <ul className="biz-list">
        {listed.map((b) => (
          <li key={b.id} className="biz-list__item">
            <span>
              <span className="biz-list__name">{b.name}</span>
              <span className="biz-list__role">{roleLabel(b.role)}</span>
            </span>
            <Button
              variant="secondary"
              pending={pending === businessOption(b).id}
              disabled={pending !== null && pending !== businessOption(b).id}
              onClick={() => void switchTo(businessOption(b))}
            >
              {T.switchTo(b.name)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
