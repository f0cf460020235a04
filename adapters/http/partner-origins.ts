import type { Kysely } from 'kysely';
import {
  isRegistrableRedirect,
  type RedirectPolicy,
  STRICT_REDIRECTS,
} from '../../core/auth/redirect-policy';
import type { Database } from '../db/schema';

/**
 * The browser origins allowed to call the API cross-origin: the platform's own public URL and
 * every origin an *approved* partner ecosystem registered a sign-on redirect for (the pages
 * that embed the widgets). A registration nobody approved opens no door, and redirect URIs the
 * deployment would not follow (loopback ones outside development) give no origin either. Read
 * from the database and kept for `ttlMs`, so an approval takes effect soon without a query on
 * every request.
 */
export function partnerOrigins(
  db: Kysely<Database>,
  publicUrl: string,
  now: () => number,
  options: { readonly ttlMs?: number; readonly policy?: RedirectPolicy } = {},
) {
  const ttlMs = options.ttlMs ?? 30_000;
  const policy = options.policy ?? STRICT_REDIRECTS;
  let cached: { at: number; origins: Set<string> } | null = null;
  async function load(): Promise<Set<string>> {
    const rows = await db
      .selectFrom('ecosystems')
      .select('redirect_uris')
      .where('approved_at', 'is not', null)
      .execute();
    const origins = new Set<string>([originOf(publicUrl)].filter((o): o is string => o !== null));
    for (const row of rows) {
      for (const uri of JSON.parse(row.redirect_uris) as string[]) {
        const origin = isRegistrableRedirect(uri, policy) ? originOf(uri) : null;
        if (origin) origins.add(origin);
      }
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
