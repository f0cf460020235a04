/**
 * One ecosystem the person runs, as its owner manages it: its pictures (GET /get_image, a
 * default picture when one fails), approval state (it waits for the platform admin's
 * approval), address and host, buyers and sellers, the sign-on redirect URIs it registered
 * (exact match, spec §2) and the client secret, which can be replaced and is then shown once.
 */
import { useState } from 'react';
import { ecosystemApprovalDisplay } from '../../../../core/accounts/ecosystems/ecosystem-rights';
import { formatDate } from '../../../../core/format/dates';
import { Button } from '../../../../widgets/kit/button';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import { FALLBACK_IMAGE, Picture } from '../../kit/picture';
import { imageUrl, type RegisteredEcosystem } from './ecosystem-model';
import { ECOSYSTEM_TEXT as T } from './ecosystem-text';
import { ParticipantsSection } from './participants-section';
import { SecretReveal } from './secret-reveal';

export interface EcosystemDetailProps {
  readonly ecosystem: RegisteredEcosystem;
  readonly readOnly: boolean;
  readonly names: ReadonlyMap<string, string>;
}

function SecretPanel({
  ecosystem,
  readOnly,
}: {
  readonly ecosystem: RegisteredEcosystem;
  readonly readOnly: boolean;
}) {
  const { api } = useSite();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = async () => {
    setPending(true);
    try {
      const answer = await api.POST('/businesses/ecosystem/secret', {
        body: { ecosystem_id: ecosystem._id },
      });
      toast.answer(answer);
      if (answer.data) setSecret(answer.data.client_secret);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <section className="eco-block" aria-labelledby={`eco-secret-${ecosystem._id}`}>
      <h4 className="eco-sub" id={`eco-secret-${ecosystem._id}`}>
        {T.secretHeading}
      </h4>
      <p className="eco-muted">{T.secretNote}</p>
      {secret ? (
        <SecretReveal
          ecosystemName={ecosystem.ecosystem_name}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      ) : (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          size="small"
          title={T.rotateTitle}
          description={T.rotateBody}
          trigger={
            <Button variant="secondary" disabled={readOnly}>
              {T.rotate}
            </Button>
          }
          footer={
            <>
              <DialogClose>
                <Button variant="ghost">{T.cancel}</Button>
              </DialogClose>
              <Button variant="danger" pending={pending} disabled={readOnly} onClick={() => void rotate()}>
                {T.rotateConfirm}
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}

export function EcosystemDetail({ ecosystem: e, readOnly, names }: EcosystemDetailProps) {
  const { session } = useSite();
  const approval = ecosystemApprovalDisplay(e.approved);
  const picture = (name: string) => imageUrl(session.baseUrl, name);
  // The server publishes an ecosystem's pictures once it is approved; before, the default stands in.
  const logo = e.approved && e.profile_pic ? picture(e.profile_pic) : FALLBACK_IMAGE;
  const banners = e.approved ? e.banner_pic : [];
  return (
    <article className="eco-card" aria-labelledby={`eco-name-${e._id}`}>
      <header className="eco-card__head">
        <Picture
          className="eco-card__logo"
          src={logo}
          alt={T.profilePicture(e.ecosystem_name)}
          width={64}
          height={64}
          loading="eager"
        />
        <div className="eco-card__title">
          <h3 id={`eco-name-${e._id}`}>{e.ecosystem_name}</h3>
          <StatusBadge colour={approval.colour}>{approval.text}</StatusBadge>
        </div>
      </header>
      {e.approved ? (
        <p className="eco-muted">{T.approvedOn(formatDate(e.approvedAt))}</p>
      ) : (
        <p className="eco-note eco-note--pending">{T.pendingNote}</p>
      )}
      <dl className="eco-facts">
        <div>
          <dt>{T.address}</dt>
          <dd>{e.ecosystem_uri}</dd>
        </div>
        <div>
          <dt>{T.host}</dt>
          <dd>{e.ecosystem_url}</dd>
        </div>
      </dl>

      <section className="eco-block" aria-labelledby={`eco-pics-${e._id}`}>
        <h4 className="eco-sub" id={`eco-pics-${e._id}`}>
          {T.picturesHeading}
        </h4>
        {e.approved ? null : <p className="eco-muted">{T.picturesPending}</p>}
        {banners.length === 0 ? (
          e.approved ? (
            <p className="eco-muted">{T.noBanner}</p>
          ) : null
        ) : (
          <ul className="eco-banners">
            {banners.map((name, i) => (
              <li key={name}>
                <Picture
                  className="eco-banners__img"
                  src={picture(name)}
                  alt={T.bannerPicture(e.ecosystem_name, i + 1)}
                  width={480}
                  height={120}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="eco-muted">{T.picturesNote}</p>
      </section>

      <section className="eco-block" aria-label={`${T.buyersHeading} / ${T.sellersHeading}`}>
        <ParticipantsSection
          ecosystemId={e._id}
          ecosystemName={e.ecosystem_name}
          readOnly={readOnly}
          names={names}
        />
      </section>

      <section className="eco-block" aria-labelledby={`eco-cb-${e._id}`}>
        <h4 className="eco-sub" id={`eco-cb-${e._id}`}>
          {T.callbacksHeading}
        </h4>
        {e.redirect_uris.length === 0 ? (
          <p className="eco-muted">{T.callbacksEmpty}</p>
        ) : (
          <ul className="eco-callbacks">
            {e.redirect_uris.map((uri) => (
              <li key={uri}>
                <code>{uri}</code>
              </li>
            ))}
          </ul>
        )}
        <p className="eco-muted">{T.callbacksNote}</p>
      </section>

      <SecretPanel key={e._id} ecosystem={e} readOnly={readOnly} />
    </article>
  );
}
