/**
 * Inviting people to the business (spec §7 "invitations" under businesses, §8 'Sent
 * Successfully'): the business admin invites an account's email in a role (POST
 * /businesses/invitations) and sees the invitations still open (GET /businesses/invitations).
 * Nobody joins without accepting. The platform invites by email only and cannot withdraw an
 * invitation; the section says so rather than offering what the server cannot do.
 */
import { useQueryClient } from '@tanstack/react-query';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { BUSINESS_ROLES, invitationForm } from './business-forms';
import { BUSINESS_TEXT as T } from './business-text';
import { invitationRows, roleLabel } from './business-view';
import { businessKeys, useInvitations } from './use-business-data';

type Invite = { email: string; role: (typeof BUSINESS_ROLES)[number] };
const EMPTY: Invite = { email: '', role: 'BUSINESSUSER' };

export function InvitationsSection(props: { readonly businessId: string; readonly canManage: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const client = useQueryClient();
  const form = useSchemaForm(invitationForm, { defaultValues: EMPTY });
  const invitations = useInvitations(props.businessId, props.canManage);
  const rows = invitations.data ? invitationRows(invitations.data) : [];

  const invite = async (values: Invite) => {
    const answer = await api.POST('/businesses/invitations', {
      body: { business_id: props.businessId, ...values },
    });
    toast.answer(answer);
    if (!answer.data) return;
    form.reset(EMPTY);
    await client.invalidateQueries({ queryKey: businessKeys.invitations(props.businessId) });
  };

  const listBody = () => {
    if (invitations.isPending) return <EmptyRow text={T.loading} />;
    if (invitations.isError) return <EmptyRow text={T.failed} />;
    if (rows.length === 0) return <EmptyRow text={T.noInvitations} />;
    return rows.map((i) => (
      <tr key={i.id}>
        <th scope="row" className="biz-table__email">
          {i.email}
        </th>
        <td>{i.role}</td>
        <td className="biz-table__date">{i.sent}</td>
      </tr>
    ));
  };

  return (
    <section className="biz-card" aria-labelledby="biz-invitations">
      <h2 id="biz-invitations">{T.invitationsTitle}</h2>
      <p className="biz-card__lead">{T.invitationsLead}</p>
      <Form form={form} onValid={invite} className="biz-form">
        <div className="biz-form__row biz-form__row--invite">
          <TextField
            name="email"
            label={T.inviteEmail}
            type="email"
            autoComplete="off"
            disabled={!props.canManage}
          />
          <SelectField
            name="role"
            label={T.inviteRole}
            placeholder={null}
            options={BUSINESS_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
            disabled={!props.canManage}
          />
          <div className="biz-form__inline-action">
            <SubmitButton variant="primary" disabled={!props.canManage}>
              {T.invite}
            </SubmitButton>
          </div>
        </div>
      </Form>
      {props.canManage ? (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
          <section className="biz-table-wrap" aria-label={T.openInvitations} tabIndex={0}>
            <table className="biz-table" aria-label={T.openInvitations}>
              <thead>
                <tr>
                  <th scope="col">{T.email}</th>
                  <th scope="col">{T.role}</th>
                  <th scope="col">{T.sent}</th>
                </tr>
              </thead>
              <tbody>{listBody()}</tbody>
            </table>
          </section>
          <p className="biz-card__note">{T.noCancel}</p>
        </>
      ) : null}
    </section>
  );
}

function EmptyRow(props: { readonly text: string }) {
  return (
    <tr>
      <td colSpan={3} className="biz-table__empty">
        {props.text}
      </td>
    </tr>
  );
}
