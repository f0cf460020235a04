/**
 * The ecosystem page's pure logic: the registration form (core's own field rules, with the
 * redirect URIs typed one per line) and the body it posts, the rows of the buyers and sellers
 * tables, and where a picture is read from. No rule is decided here: the messages and limits
 * are core's (core/accounts/ecosystems/ecosystem-input.ts).
 */
import { z } from 'zod';
import {
  ECOSYSTEM_LIMITS,
  ECOSYSTEM_TEXT as RULES,
  registerEcosystemSchema,
} from '../../../../core/accounts/ecosystems/ecosystem-input';
import { formatDate } from '../../../../core/format/dates';
import type { components } from '../../../../widgets/api/schema.gen';

export type RegisteredEcosystem = components['schemas']['RegisteredEcosystem'];
export type Participant = components['schemas']['EcosystemParticipant'];
export type NewEcosystem = components['schemas']['NewEcosystem'];

export { ECOSYSTEM_LIMITS };

/** The addresses typed in the redirect URIs box: one per line, trimmed, blanks and repeats dropped. */
export function redirectLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    ),
  ];
}

const fields = registerEcosystemSchema.shape;

/** The registration form: the typed fields, each with core's rule and message. */
export const registrationForm = z.object({
  ecosystem_name: fields.ecosystem_name,
  ecosystem_uri: fields.ecosystem_uri,
  ecosystem_url: fields.ecosystem_url,
  redirect_uris: z.string().superRefine((text, ctx) => {
    const checked = fields.redirect_uris.safeParse(redirectLines(text));
    if (!checked.success)
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? RULES.invalidRedirect });
  }),
});

export type RegistrationValues = z.input<typeof registrationForm>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  ecosystem_name: '',
  ecosystem_uri: '',
  ecosystem_url: '',
  redirect_uris: '',
};

/** The pictures uploaded for the registration, by their stored names. */
export interface RegistrationImages {
  readonly profilePic: string | null;
  readonly bannerPics: readonly string[];
}

/** The body of POST /businesses/ecosystem from the checked form and the uploaded pictures. */
export function registrationBody(
  values: z.output<typeof registrationForm>,
  images: RegistrationImages,
): NewEcosystem {
  return {
    ecosystem_name: values.ecosystem_name,
    ecosystem_uri: values.ecosystem_uri,
    ecosystem_url: values.ecosystem_url,
    redirect_uris: redirectLines(values.redirect_uris),
    banner_pic: [...images.bannerPics],
    ...(images.profilePic ? { profile_pic: images.profilePic } : {}),
  };
}

/** The stored name an image upload answered (`{blobName}`), or null. */
export function uploadedImageName(body: unknown): string | null {
  const name = (body as { blobName?: unknown } | null)?.blobName;
  return typeof name === 'string' && name !== '' ? name : null;
}

/** Adds a banner's stored name, at most the limit, each once. */
export function withBanner(banners: readonly string[], name: string): string[] {
  if (banners.includes(name) || banners.length >= ECOSYSTEM_LIMITS.bannerPics) return [...banners];
  return [...banners, name];
}

/** One row of a buyers or sellers table. */
export interface ParticipantRow {
  readonly id: string;
  /** The business's name when the person knows it (their own), else its id. */
  readonly business: string;
  readonly kind: string;
  readonly added: string;
}

/** Participants as table rows, oldest first as the server lists them. */
export function participantRows(
  list: readonly Participant[],
  knownNames: ReadonlyMap<string, string> = new Map(),
): ParticipantRow[] {
  return list.map((p) => ({
    id: `${p.side}:${p.business_id}`,
    business: knownNames.get(p.business_id) ?? p.business_id,
    kind: p.kind,
    added: formatDate(p.addedAt),
  }));
}

/** Where the site reads a stored picture: GET /api/get_image/{blobName} (ecosystem pictures are public). */
export function imageUrl(baseUrl: string, blobName: string): string {
  return `${baseUrl}/api/get_image/${encodeURIComponent(blobName)}`;
}

/** The ecosystem shown when none is chosen, or the chosen one if it is still listed. */
export function chosenEcosystem(
  list: readonly RegisteredEcosystem[],
  chosenId: string | null,
): RegisteredEcosystem | null {
  return list.find((e) => e._id === chosenId) ?? list[0] ?? null;
}
