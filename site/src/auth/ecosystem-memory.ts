/**
 * The partner ecosystem a visitor arrived through (spec §9 stored values: ecosystem_uri in
 * local storage), kept so the site can brand its navbar for that ecosystem after sign-in.
 * Only the ecosystem's public address is stored — never a token.
 */

/** The storage key of spec §9. */
export const ECOSYSTEM_KEY = 'ecosystem_uri';

/** Keeps `ecosystemUri` when the page names one; storage refusing (private mode) is ignored. */
export function rememberEcosystem(ecosystemUri: string | undefined, storage?: Storage): void {
  if (!ecosystemUri) return;
  try {
    (storage ?? window.localStorage).setItem(ECOSYSTEM_KEY, ecosystemUri);
  } catch {
    // A browser without storage keeps the page working; only the navbar's branding is lost.
  }
}

/** The ecosystem remembered, or null. */
export function rememberedEcosystem(storage?: Storage): string | null {
  try {
    return (storage ?? window.localStorage).getItem(ECOSYSTEM_KEY);
  } catch {
    return null;
  }
}
