/**
 * The person's email and mobile number, and changing or verifying either with a code (spec §4
 * two-step OTP flows; §7 PUT /users; server: POST /users/contact/otp sends a 5-digit code to the
 * address → 'OTP sent successfully', then PUT /users with the address and `otp` applies it →
 * 'Updated Successfully'). A new address also needs the current password and ends every session
 * of the account, so the page then logs out and opens /login; the current address is only
 * proven, and the session stays.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { COUNTRY_CODES } from '../../../../core/validation/constants';
import { defaultCountryCode } from '../../../../core/validation/phone-fields';
import { Button } from '../../../../widgets/kit/button';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { OtpField } from '../../../../widgets/kit/otp-field';
import { PasswordField } from '../../../../widgets/kit/password-field';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { useSite } from '../../app/site-context';
import { type ContactValues, contactForm } from './profile-forms';
import { PROFILE_TEXT as T } from './profile-text';
import { type ContactTarget, mobileLine, type ProfileUser, replacesContact } from './profile-view';
import { profileKeys } from './use-profile-data';

type Kind = ContactTarget['kind'];

const CODE_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: code }));

const targetOf = (kind: Kind, v: ContactValues): ContactTarget =>
  kind === 'email'
    ? { kind, email: v.email ?? '' }
    : { kind, mobile: v.mobile ?? '', countryCode: v.countryCode ?? '' };

const addressOf = (t: ContactTarget) =>
  t.kind === 'email' ? { email: t.email } : { mobile: t.mobile, countryCode: t.countryCode as '+91' | '+1' };

/** The two steps inside the dialog: the address and 'Send OTP', then the code (and password) and 'Confirm'. */
function ContactChangeForm(props: { kind: Kind; profile: ProfileUser; onDone: () => void }) {
  const { api, session } = useSite();
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { kind, profile } = props;
  const [sentTo, setSentTo] = useState<ContactTarget | null>(null);
  const [sending, setSending] = useState(false);
  const withPassword = sentTo !== null && replacesContact(profile, sentTo);
  const form = useSchemaForm(contactForm(kind, sentTo ? 'confirm' : 'request', withPassword), {
    defaultValues: {
      email: profile.email ?? '',
      mobile: profile.mobile ?? '',
      countryCode: (profile.countryCode as '+91' | '+1' | null) ?? defaultCountryCode(null),
      otp: '',
      currentPassword: '',
    },
  });

  const send = async (target: ContactTarget) => {
    setSending(true);
    try {
      const answer = await api.POST('/users/contact/otp', { body: addressOf(target) });
      toast.answer(answer);
      if (answer.data) setSentTo(target);
    } finally {
      setSending(false);
    }
  };

  const confirm = async (values: ContactValues) => {
    if (!sentTo) return;
    const body = {
      ...addressOf(sentTo),
      otp: values.otp,
      ...(withPassword ? { currentPassword: values.currentPassword } : {}),
    };
    const answer = await api.PUT('/users', { body });
    toast.answer(answer);
    if (!answer.data) return;
    if (withPassword) {
      // spec §4 "logout clears everything": the server ended every session of the account.
      toast.show(T.signedOut, 'success');
      await session.logout().catch(() => undefined);
      navigate('/login');
      return;
    }
    client.setQueryData(profileKeys.me(profile._id), answer.data.profile_details.user);
    // A proven email opens the invitations addressed to it.
    void client.invalidateQueries({ queryKey: profileKeys.invitations(profile._id) });
    props.onDone();
  };

  const onValid = (values: ContactValues) => (sentTo ? confirm(values) : send(targetOf(kind, values)));
  const locked = sentTo !== null;

  return (
    <Form form={form} onValid={onValid} className="profile-form">
      {kind === 'email' ? (
        <TextField name="email" label={T.newEmail} type="email" autoComplete="email" readOnly={locked} />
      ) : (
        <div className="profile-form__row profile-form__row--mobile">
          <SelectField
            name="countryCode"
            label={T.countryCode}
            options={CODE_OPTIONS}
            placeholder={null}
            disabled={locked}
          />
          <TextField
            name="mobile"
            label={T.newMobile}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            readOnly={locked}
            block={{ space: true }}
          />
        </div>
      )}
      {sentTo ? (
        <>
          <OtpField name="otp" label={T.otp} hint={T.otpHint} />
          {withPassword ? (
            <PasswordField name="currentPassword" label={T.currentPassword} hint={T.currentPasswordHint} />
          ) : null}
        </>
      ) : null}
      <div className="ispz-dialog__footer">
        <DialogClose>
          <Button variant="secondary">{T.cancel}</Button>
        </DialogClose>
        {sentTo ? (
          <Button variant="ghost" pending={sending} onClick={() => void send(sentTo)}>
            {T.resendCode}
          </Button>
        ) : null}
        <SubmitButton variant="primary">{sentTo ? T.confirm : T.sendCode}</SubmitButton>
      </div>
    </Form>
  );
}

function ContactDialog(props: { kind: Kind; profile: ProfileUser; readOnly: boolean; trigger: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={props.kind === 'email' ? T.emailDialog : T.mobileDialog}
      description={T.contactDialogText}
      trigger={
        <Button variant="secondary" disabled={props.readOnly}>
          {props.trigger}
        </Button>
      }
    >
      {open ? (
        <ContactChangeForm kind={props.kind} profile={props.profile} onDone={() => setOpen(false)} />
      ) : null}
    </Dialog>
  );
}

export function ContactSection(props: { readonly profile: ProfileUser; readonly readOnly: boolean }) {
  const { profile, readOnly } = props;
  return (
    <section className="profile-card" aria-labelledby="profile-contact">
      <h2 id="profile-contact">{T.contactHeading}</h2>
      <p className="profile-card__intro">{T.contactIntro}</p>
      <dl className="profile-facts">
        <div className="profile-facts__row">
          <dt>{T.email}</dt>
          <dd>
            <span data-testid="profile-email">{profile.email ?? T.none}</span>
            <ContactDialog kind="email" profile={profile} readOnly={readOnly} trigger={T.changeEmail} />
          </dd>
        </div>
        <div className="profile-facts__row">
          <dt>{T.mobile}</dt>
          <dd>
            <span data-testid="profile-mobile">{mobileLine(profile) ?? T.none}</span>
            <ContactDialog kind="mobile" profile={profile} readOnly={readOnly} trigger={T.changeMobile} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
