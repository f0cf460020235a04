/**
 * Registering an ecosystem (spec §3 Ecosystem, §7 POST /businesses/ecosystem and
 * /businesses/ecosystem/images, §8 'Successfully Registered Ecosystem'): its name, address,
 * host and the redirect URIs single sign-on may return to, checked with core's rules; a
 * profile picture and up to five banners uploaded first through the kit's FileUpload (core's
 * upload rules: png, jpeg, jpg, 50,000,000 bytes, and their messages). The answer's client
 * secret is shown once; the ecosystem then waits for the platform admin's approval.
 */
import { useState } from 'react';
import { Button } from '../../../../widgets/kit/button';
import { FileUpload } from '../../../../widgets/kit/file-upload';
import { SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { TextAreaField } from '../../../../widgets/kit/textarea-field';
import { useToast } from '../../../../widgets/kit/toast';
import { type AnyForm, FormContext, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { sessionMultipartSender } from '../../../../widgets/trading/shared/multipart-sender';
import { useSite } from '../../app/site-context';
import {
  ECOSYSTEM_LIMITS,
  EMPTY_REGISTRATION,
  type RegisteredEcosystem,
  registrationBody,
  registrationForm,
  uploadedImageName,
  withBanner,
} from './ecosystem-model';
import { ECOSYSTEM_TEXT as T } from './ecosystem-text';
import { SecretReveal } from './secret-reveal';
import { useEcosystemInvalidation } from './use-ecosystem-data';

export interface RegisterEcosystemProps {
  readonly disabled: boolean;
  /** Called with the ecosystem the server registered. */
  readonly onRegistered: (ecosystem: RegisteredEcosystem) => void;
}

interface Issued {
  readonly name: string;
  readonly secret: string;
}

export function RegisterEcosystem({ disabled, onRegistered }: RegisterEcosystemProps) {
  const { api, session } = useSite();
  const toast = useToast();
  const invalidate = useEcosystemInvalidation();
  const form = useSchemaForm(registrationForm, { defaultValues: EMPTY_REGISTRATION });
  const [profilePic, setProfilePic] = useState<string | null>(null);
  const [bannerPics, setBannerPics] = useState<string[]>([]);
  const [uploading, setUploading] = useState({ profile: false, banner: false });
  const [issued, setIssued] = useState<Issued | null>(null);
  const [formKey, setFormKey] = useState(0);
  const send = sessionMultipartSender(session, { path: '/businesses/ecosystem/images' });
  const busy = uploading.profile || uploading.banner;

  const submit = form.handleSubmit(async (values) => {
    const answer = await api.POST('/businesses/ecosystem', {
      body: registrationBody(values, { profilePic, bannerPics }),
    });
    toast.answer(answer);
    if (!answer.data) return;
    setIssued({ name: answer.data.ecosystem.ecosystem_name, secret: answer.data.client_secret });
    form.reset(EMPTY_REGISTRATION);
    setProfilePic(null);
    setBannerPics([]);
    setFormKey((k) => k + 1); // fresh upload fields
    onRegistered(answer.data.ecosystem);
    await invalidate.mine();
  });

  if (issued)
    return (
      <div className="eco-registered">
        <p className="eco-note eco-note--pending">{T.awaiting}</p>
        <SecretReveal ecosystemName={issued.name} secret={issued.secret} onDone={() => setIssued(null)} />
      </div>
    );

  const full = bannerPics.length >= ECOSYSTEM_LIMITS.bannerPics;
  return (
    <FormContext.Provider value={form as unknown as AnyForm}>
      <form
        key={formKey}
        className="eco-form"
        noValidate
        aria-labelledby="eco-register-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
      >
        <div className="eco-form__row">
          <TextField name="ecosystem_name" label={T.name} disabled={disabled} maxLength={100} />
          <TextField
            name="ecosystem_uri"
            label={T.uri}
            hint={T.uriHint}
            type="url"
            inputMode="url"
            disabled={disabled}
          />
        </div>
        <div className="eco-form__row">
          <TextField name="ecosystem_url" label={T.url} hint={T.urlHint} disabled={disabled} />
          <TextAreaField
            name="redirect_uris"
            label={T.redirects}
            hint={T.redirectsHint}
            disabled={disabled}
            spellCheck={false}
          />
        </div>
        <div className="eco-form__row">
          <div className="eco-form__upload">
            <FileUpload
              label={T.profileUpload}
              hint={T.imagesHint}
              context="image"
              send={send}
              disabled={disabled}
              onBusyChange={(b) => setUploading((u) => (u.profile === b ? u : { ...u, profile: b }))}
              onUploaded={(body) => setProfilePic(uploadedImageName(body))}
              onFailed={(message) => toast.show(message, 'error')}
            />
            {profilePic ? (
              <div className="eco-chosen">
                <span>{T.profileChosen}</span>
                <Button variant="ghost" disabled={disabled} onClick={() => setProfilePic(null)}>
                  {T.removeProfile}
                </Button>
              </div>
            ) : null}
          </div>
          <div className="eco-form__upload">
            <FileUpload
              label={T.bannerUpload}
              hint={`${T.imagesHint} ${T.bannerCount(bannerPics.length, ECOSYSTEM_LIMITS.bannerPics)}`}
              context="image"
              send={send}
              disabled={disabled || full}
              onBusyChange={(b) => setUploading((u) => (u.banner === b ? u : { ...u, banner: b }))}
              onUploaded={(body) => {
                const name = uploadedImageName(body);
                if (name) setBannerPics((list) => withBanner(list, name));
              }}
              onFailed={(message) => toast.show(message, 'error')}
            />
            {bannerPics.length > 0 ? (
              <ul className="eco-chosen-list">
                {bannerPics.map((name, i) => (
                  <li key={name} className="eco-chosen">
                    <span>{T.bannerItem(i + 1)}</span>
                    <Button
                      variant="ghost"
                      disabled={disabled}
                      onClick={() => setBannerPics((list) => list.filter((n) => n !== name))}
                    >
                      {T.removeBanner(i + 1)}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="eco-form__footer">
          <SubmitButton variant="primary" disabled={disabled || busy} pending={busy}>
            {T.register}
          </SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}
