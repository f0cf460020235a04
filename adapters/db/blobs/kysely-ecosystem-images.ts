import type { Kysely } from 'kysely';
import type { EcosystemImages } from '../../../core/accounts/ecosystems/ecosystem-images';
import type { Database } from '../schema';

const IMAGE_NAME = /^[0-9a-f]{64}\.(png|jpg|jpeg)$/;

/**
 * `EcosystemImages` over the ecosystems table: an image is public when an approved ecosystem
 * names it as its `profile_pic` or among its `banner_pics` (a JSON array of names). Unapproved
 * ecosystems publish nothing — registering alone must not turn a file anyone once saw into a
 * public one. Names are `<sha-256>.<ext>` (anything else is no ecosystem image), so the banner
 * lookup can narrow by a LIKE without wildcards, then read the array exactly.
 */
export function kyselyEcosystemImages(db: Kysely<Database>): EcosystemImages {
  return {
    async isEcosystemImage(imageName) {
      if (!IMAGE_NAME.test(imageName)) return false;
      const rows = await db
        .selectFrom('ecosystems')
        .select(['profile_pic', 'banner_pics'])
        .where('approved_at', 'is not', null)
        .where((eb) =>
          eb.or([eb('profile_pic', '=', imageName), eb('banner_pics', 'like', `%"${imageName}"%`)]),
        )
        .limit(20)
        .execute();
      return rows.some(
        (r) => r.profile_pic === imageName || (JSON.parse(r.banner_pics) as string[]).includes(imageName),
      );
    },
  };
}
