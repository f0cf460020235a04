/**
 * The business in context (spec §3 businessDetails, §7 PUT /businesses?business_id=, §8
 * 'Successfully Updated Business' / 'Failed to Update business'): its name, type and industry
 * as a form the business admin saves, with the caller's role, the platform's approval and the
 * day it was registered. Core's registration rules check the form before the call; the server's
 * answer is the toast, and the business it stored becomes the page's and the top bar's copy.
 */
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../../core/format/dates';
import type { components } from '../../../../widgets/api/schema.gen';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { useToast } from '../../../../widgets/kit/toast';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { type BusinessFormValues, businessForm, businessFormValues } from './business-forms';
import { BUSINESS_TEXT as T } from './business-text';
import { roleLabel } from './business-view';
import { BusinessFields, WithBusinessChoices } from './register-business-section';
import { businessKeys } from './use-business-data';

type BusinessView = components['schemas']['BusinessView'];

export function BusinessDetailsSection(props: {
  readonly business: BusinessView;
  readonly canEdit: boolean;
}) {
  const { api } = useSite();
  const toast = useToast();
  const client = useQueryClient();
  const { business } = props;
  const form = useSchemaForm(businessForm, { defaultValues: businessFormValues(business) });

  const save = async (body: BusinessFormValues) => {
    const answer = await api.PUT('/businesses', { params: { query: { business_id: business._id } }, body });
    toast.answer(answer);
    if (!answer.data) return;
    const stored = answer.data.businessDetails;
    client.setQueryData<BusinessView | null>(businessKeys.business(business._id), (old) =>
      old ? { ...old, ...stored } : old,
    );
    form.reset(businessFormValues(stored));
  };

  return (
    <section className="biz-card" aria-labelledby="biz-details">
      <h2 id="biz-details">{T.detailsTitle}</h2>
      <dl className="biz-facts">
        <div>
          <dt>{T.yourRole}</dt>
          <dd>{business.role ? roleLabel(business.role) : '-'}</dd>
        </div>
        <div>
          <dt>{T.approval}</dt>
          <dd>{business.approved ? T.approved(formatDate(business.approvedAt)) : T.notApproved}</dd>
        </div>
        <div>
          <dt>{T.registeredOn}</dt>
          <dd>{formatDate(business.createdAt)}</dd>
        </div>
      </dl>
      <WithBusinessChoices>
        {(choices) => (
          <Form form={form} onValid={save} className="biz-form">
            <BusinessFields choices={choices} disabled={!props.canEdit} />
            <div className="biz-form__actions">
              <SubmitButton variant="primary" disabled={!props.canEdit}>
                {T.save}
              </SubmitButton>
            </div>
          </Form>
        )}
      </WithBusinessChoices>
    </section>
  );
}
