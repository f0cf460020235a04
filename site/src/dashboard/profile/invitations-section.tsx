/**
 * Invitations to join a business addressed to the person's email (GET /users/invitations; they
 * show once the email is proven by a code). Accept → the server's 'Successfully Added', decline →
 * its 'Updated Successfully'; a refusal ('Please verify your email address first …') is shown in
 * the server's words. The list is read again after each answer, the top bar's contexts after an accept.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../../core/format/dates';
import { Button } from '../../../../widgets/kit/button';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import { PROFILE_TEXT as T } from './profile-text';
import { type Invitation, invitationRole } from './profile-view';
import { useInvitations, useRefresh } from './use-profile-data';

function InvitationRow(props: { invitation: Invitation; readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const refresh = useRefresh();
  const client = useQueryClient();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const { invitation } = props;
  const decide = async (verb: 'accept' | 'decline') => {
    setPending(verb);
    try {
      const body = { invitation_id: invitation._id };
      const answer =
        verb === 'accept'
          ? await api.POST('/users/invitations/accept', { body })
          : await api.POST('/users/invitations/decline', { body });
      toast.answer(answer);
      await refresh('invitations');
      // A new membership is a new context in the top bar's switcher.
      if (answer.data && verb === 'accept')
        void client.invalidateQueries({ queryKey: ['users', 'contexts'] });
    } finally {
      setPending(null);
    }
  };
  return (
    <li className="profile-invitation">
      <div>
        <h3 className="profile-invitation__title">{invitation.business_name}</h3>
        <p className="profile-invitation__meta">
          {T.invitedAs(invitationRole(invitation.role))} · {formatDate(invitation.createdAt)}
        </p>
      </div>
      <div className="profile-invitation__actions">
        <Button
          variant="secondary"
          disabled={props.readOnly || pending !== null}
          pending={pending === 'decline'}
          aria-label={T.declineLabel(invitation.business_name)}
          onClick={() => void decide('decline')}
        >
          {T.decline}
        </Button>
        <Button
          variant="primary"
          disabled={props.readOnly || pending !== null}
          pending={pending === 'accept'}
          aria-label={T.acceptLabel(invitation.business_name)}
          onClick={() => void decide('accept')}
        >
          {T.accept}
        </Button>
      </div>
    </li>
  );
}

export function InvitationsSection(props: { readonly readOnly: boolean }) {
  const invitations = useInvitations();
  const list = invitations.data ?? [];
  return (
    <section className="profile-card" aria-labelledby="profile-invitations">
      <h2 id="profile-invitations">{T.invitationsHeading}</h2>
      <p className="profile-card__intro">{T.invitationsIntro}</p>
      {invitations.isError ? <p role="alert">{T.invitationsFailed}</p> : null}
      {invitations.isSuccess && list.length === 0 ? (
        <p className="profile-card__empty">{T.noInvitations}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="profile-invitations">
          {list.map((i) => (
            <InvitationRow key={i._id} invitation={i} readOnly={props.readOnly} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
