/**
 * The person's names (spec §7 PUT /users, §5 name rules, §8 'Updated Successfully'): first and
 * last name checked with core's rules before the call; the server's answer is the toast, and
 * the profile it stored becomes the page's (and the top bar's) copy.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { nameForm } from './profile-forms';
import { PROFILE_TEXT as T } from './profile-text';
import type { ProfileUser } from './profile-view';
import { profileKeys } from './use-profile-data';

export function NameSection(props: { readonly profile: ProfileUser; readonly readOnly: boolean }) {
  const { api } = useSite();
  const toast = useToast();
  const client = useQueryClient();
  const form = useSchemaForm(nameForm, {
    defaultValues: { firstname: props.profile.firstname, lastname: props.profile.lastname },
  });

  const save = async (body: { firstname: string; lastname: string }) => {
    const answer = await api.PUT('/users', { body });
    toast.answer(answer);
    if (answer.data) {
      const user = answer.data.profile_details.user;
      client.setQueryData(profileKeys.me(user._id), user);
      form.reset({ firstname: user.firstname, lastname: user.lastname });
    }
  };

  return (
    <section className="profile-card" aria-labelledby="profile-details">
      <h2 id="profile-details">{T.detailsHeading}</h2>
      <Form form={form} onValid={save} className="profile-form">
        <div className="profile-form__row">
          <TextField
            name="firstname"
            label={T.firstName}
            autoComplete="given-name"
            disabled={props.readOnly}
          />
          <TextField
            name="lastname"
            label={T.lastName}
            autoComplete="family-name"
            disabled={props.readOnly}
          />
        </div>
        <div className="profile-form__actions">
          <SubmitButton variant="primary" disabled={props.readOnly}>
            {T.saveName}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
