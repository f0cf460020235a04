/**
 * A partner ecosystem (spec §3: _id, profile_pic, banner_pic[], ecosystem_name, ecosystem_uri,
 * ecosystem_url). Partners embed the login widget and receive the user back through single
 * sign-on to one of their registered redirect URIs (spec §2 /login).
 */
export interface Ecosystem {
  readonly id: string;
  readonly name: string;
  /** spec `ecosystem_uri`: the partner's own address, kept by the site in local storage. */
  readonly uri: string;
  /** spec `ecosystem_url`: the host the ecosystem is looked up by (`eco_url`), normalised. */
  readonly url: string;
  readonly profilePic: string | null;
  readonly bannerPics: readonly string[];
  /**
   * Exact redirect URIs (origin + path) the partner registered for single sign-on. They count
   * only once a platform admin approved the ecosystem (`signOnRedirects`).
   */
  readonly redirectUris: readonly string[];
  /** The user who owns the ecosystem; acts with user_role 'ecosystem' in its context. */
  readonly ownerUserId: string | null;
  /** ISO instant a platform admin approved the ecosystem, or null while it awaits approval. */
  readonly approvedAt: string | null;
  readonly approvedBy: string | null;
  /**
   * SHA-256 of the client secret the partner's server presents when it exchanges a sign-on
   * code; the secret itself is shown once, at registration (or rotation), and never stored.
   */
  readonly clientSecretHash: string | null;
}

/** What the public may see of an ecosystem (logo and banners on its login page). */
export type EcosystemProfile = Omit<
  Ecosystem,
  'redirectUris' | 'ownerUserId' | 'approvedAt' | 'approvedBy' | 'clientSecretHash'
>;

/**
 * The redirect URIs single sign-on may use: the registered ones once a platform admin approved
 * the ecosystem, none before — registering a partner alone must not let it receive logins.
 */
export function signOnRedirects(
  ecosystem: Pick<Ecosystem, 'approvedAt' | 'redirectUris'>,
): readonly string[] {
  return ecosystem.approvedAt === null ? [] : ecosystem.redirectUris;
}

/** Rules an ecosystem switches on by its address (spec §9). */
export interface EcosystemPolicy {
  /** 'I confirm that I am 18 years or older' must be ticked before an OTP is sent. */
  readonly requiresAdultConfirmation: boolean;
  /** Log in with email only, never with a mobile number. */
  readonly emailOnlyLogin: boolean;
  /** ObsidianOne sets an observation-environment flag. */
  readonly observationEnvironment: boolean;
}

/** spec §9: "ecosystem URL containing ubargain enables age confirmation and Email-only login". */
export function ecosystemPolicy(ecosystem: Pick<Ecosystem, 'url'> | null): EcosystemPolicy {
  const url = ecosystem?.url.toLowerCase() ?? '';
  const ubargain = url.includes('ubargain');
  return {
    requiresAdultConfirmation: ubargain,
    emailOnlyLogin: ubargain,
    observationEnvironment: url.includes('obsidianone'),
  };
}

/**
 * The form an `eco_url` is stored and looked up in: trimmed, lower-case, without scheme,
 * trailing slashes or a trailing dot, so `https://UBargain.example/` finds `ubargain.example`.
 */
export function normalizeEcosystemUrl(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/+$/, '')
    .replace(/\.$/, '');
}

/** The public profile of an ecosystem. */
export function ecosystemProfile(ecosystem: Ecosystem): EcosystemProfile {
  const {
    redirectUris: _r,
    ownerUserId: _o,
    approvedAt: _a,
    approvedBy: _b,
    clientSecretHash: _s,
    ...profile
  } = ecosystem;
  return profile;
}
