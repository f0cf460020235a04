/**
 * The partner ecosystem's logo and banner above a sign-in form (spec §2: fetched by the
 * ecosystem's host, `GET /businesses/ecosystem?eco_url=` then `get_image`). Any failure —
 * no such ecosystem, the lookup failing, an image not loading — shows the default image
 * (spec §8), an inline SVG made for the platform, so nothing is fetched from elsewhere.
 */
import { useEffect, useState } from 'react';
import type { AuthApi, EcosystemProfile } from './auth-api';
import { AUTH_TEXT } from './auth-text';

/** The ecosystem of `ecosystemUri`: undefined while loading, null when it cannot be had. */
export function useEcosystem(
  api: AuthApi,
  ecosystemUri: string | undefined,
): EcosystemProfile | null | undefined {
  const [profile, setProfile] = useState<EcosystemProfile | null | undefined>(
    ecosystemUri ? undefined : null,
  );
  useEffect(() => {
    if (!ecosystemUri) return setProfile(null);
    let live = true;
    setProfile(undefined);
    api.ecosystem(ecosystemUri).then(
      (found) => live && setProfile(found),
      () => live && setProfile(null),
    );
    return () => {
      live = false;
    };
  }, [api, ecosystemUri]);
  return profile;
}

/** The platform's default picture: a stylised ledger mark in the accent colour. */
export function DefaultLogo() {
  return (
    <svg className="ispz-auth__logo" viewBox="0 0 48 48" role="img" aria-label={AUTH_TEXT.defaultLogo}>
      <rect x="4" y="4" width="40" height="40" rx="10" fill="var(--ispz-accent, #2456d6)" />
      <path d="M14 32V16h6v16zm8 0V22h6v10zm8 0V12h6v20z" fill="var(--ispz-on-accent, #fff)" />
    </svg>
  );
}

/** A picture that turns into the default one when it fails to load. */
function Picture(props: { src: string; alt: string; className: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <DefaultLogo />;
  return <img className={props.className} src={props.src} alt={props.alt} onError={() => setFailed(true)} />;
}

/** Logo and first banner of `ecosystem`; the default image when it failed; nothing while loading. */
export function EcosystemBrand(props: { ecosystem: EcosystemProfile | null | undefined; wanted: boolean }) {
  const { ecosystem, wanted } = props;
  if (!wanted || ecosystem === undefined) return null;
  if (ecosystem === null) {
    return (
      <div className="ispz-auth__brand">
        <DefaultLogo />
      </div>
    );
  }
  const name = ecosystem.ecosystem_name;
  const banner = ecosystem.bannerUrls[0];
  return (
    <div className="ispz-auth__brand">
      {banner ? (
        <Picture className="ispz-auth__banner" src={banner} alt={AUTH_TEXT.ecosystemBanner(name)} />
      ) : null}
      {ecosystem.logoUrl ? (
        <Picture className="ispz-auth__logo" src={ecosystem.logoUrl} alt={AUTH_TEXT.ecosystemLogo(name)} />
      ) : (
        <DefaultLogo />
      )}
    </div>
  );
}
