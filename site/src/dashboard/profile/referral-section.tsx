/**
 * The person's own referral code (GET /users/referralCode; spec §9 referral codes upper case),
 * shown as text anyone can select, with a button that copies it.
 */
import { Button } from '../../../../widgets/kit/button';
import { useToast } from '../../../../widgets/kit/toast';
import { PROFILE_TEXT as T } from './profile-text';
import { useReferralCode } from './use-profile-data';

export function ReferralSection() {
  const code = useReferralCode();
  const toast = useToast();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(T.copied, 'success');
    } catch {
      toast.show(T.copyFailed, 'error');
    }
  };
  return (
    <section className="profile-card" aria-labelledby="profile-referral">
      <h2 id="profile-referral">{T.referralHeading}</h2>
      <p className="profile-card__intro">{T.referralIntro}</p>
      {code.isError ? <p role="alert">{T.referralFailed}</p> : null}
      {code.data ? (
        <div className="profile-referral">
          <code className="profile-referral__code" data-testid="profile-referral-code">
            {code.data}
          </code>
          <Button variant="secondary" onClick={() => void copy(code.data)}>
            {T.copy}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
