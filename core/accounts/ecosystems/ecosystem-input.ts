/**
 * The ecosystem registration form (spec §3 Ecosystem: ecosystem_name, ecosystem_uri,
 * ecosystem_url, profile_pic, banner_pic[]; plus the redirect URIs a partner registers for
 * single sign-on, spec §2 /login). Images are uploaded first (spec §7 upload) and named here by
 * their stored names, which must be images (jpg, jpeg, png). Redirect URIs follow the auth
 * area's registration rule under the deployment's policy: https on a public host, no query or
 * fragment (http on the loopback host in development only).
 */
import { z } from 'zod';
import { isRegistrableRedirect, type RedirectPolicy } from '../../auth/redirect-policy';
import { optionalField, requiredText } from '../../validation/field-kit';
import { isAllowedType } from '../../validation/upload-rules';
import { normalizeEcosystemUrl } from './ecosystem';

export const ECOSYSTEM_TEXT = {
  nameRequired: 'Ecosystem name is required',
  invalidUri: 'Please enter a valid https address',
  invalidUrl: 'Please enter a valid host name',
  invalidImage: 'Please upload a valid file',
  invalidRedirect: 'Redirect URIs must be https addresses without a query',
  tooMany: 'Too many entries',
} as const;

/** How many banner pictures and redirect URIs one ecosystem may register. */
export const ECOSYSTEM_LIMITS = { bannerPics: 5, redirectUris: 10 } as const;

const T = ECOSYSTEM_TEXT;
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;
const image = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine((name) => isAllowedType(name, 'image'), T.invalidImage);

/** The form under a redirect policy (what `registerEcosystem` checks). */
export function registerEcosystemSchemaFor(policy: RedirectPolicy) {
  const registrable = (uri: string) => isRegistrableRedirect(uri, policy);
  return z.object({
    ecosystem_name: requiredText(T.nameRequired).max(100, T.nameRequired),
    ecosystem_uri: z.string().trim().refine(registrable, T.invalidUri),
    ecosystem_url: z
      .string()
      .transform(normalizeEcosystemUrl)
      .refine((url) => url.length <= 253 && HOST.test(url), T.invalidUrl),
    profile_pic: optionalField(image),
    banner_pic: z.array(image).max(ECOSYSTEM_LIMITS.bannerPics, T.tooMany).default([]),
    redirect_uris: z
      .array(z.string().trim().refine(registrable, T.invalidRedirect))
      .max(ECOSYSTEM_LIMITS.redirectUris, T.tooMany)
      .default([]),
  });
}

/**
 * The form as the API documents it and checks it first: the loosest policy, so the fields'
 * shapes are described; the use case then applies the deployment's own policy.
 */
export const registerEcosystemSchema = registerEcosystemSchemaFor({ allowLoopbackHttp: true });

export type RegisterEcosystemInput = z.output<typeof registerEcosystemSchema>;
