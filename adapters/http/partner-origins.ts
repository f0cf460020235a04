import {
  isRegistrableRedirect,
  type RedirectPolicy,
  STRICT_REDIRECTS,
} from '../../core/auth/redirect-policy';

/**
 * The redirect URIs registered by every *approved* partner ecosystem, read afresh on each call
 * (the database answers it: `approvedRedirectUris` in adapters/db/accounts/kysely-lookup-stores.ts).
 */
export type ApprovedRedirectUris = () => Promise<readonly string[]>;

/**
 * The browser origins allowed to call the API cross-origin: the platform's own public URL and
 * every origin an *approved* partner ecosystem registered a sign-on redirect for (the pages
 * that embed the widgets). A registration nobody approved opens no door, and redirect URIs the
 * deployment would not follow (loopback ones outside development) give no origin either. Read
 * through `approved` and kept for `ttlMs`, so an approval takes effect soon without a query on
 * every request.
 */
export function partnerOrigins(
  approved: ApprovedRedirectUris,
  publicUrl: string,
  now: () => number,
  options: { readonly ttlMs?: number; readonly policy?: RedirectPolicy } = {},
) {
  const ttlMs = options.ttlMs ?? 30_000;
  const policy = options.policy ?? STRICT_REDIRECTS;
  let cached: { at: number; origins: Set<string> } | null = null;
  async function load(): Promise<Set<string>> {
    const origins = new Set<string>([originOf(publicUrl)].filter((o): o is string => o !== null));
    for (const uri of await approved()) {
      const origin = isRegistrableRedirect(uri, policy) ? originOf(uri) : null;
      if (origin) origins.add(origin);
    }
    return origins;
  }
  return async (origin: string): Promise<boolean> => {
    if (!cached || now() - cached.at > ttlMs) cached = { at: now(), origins: await load() };
    return cached.origins.has(origin);
  };
}

function originOf(uri: string): string | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
