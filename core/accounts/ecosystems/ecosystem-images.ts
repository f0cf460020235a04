/**
 * The images ecosystems show on their login pages (spec §3 Ecosystem profile_pic, banner_pic[];
 * §7 "ecosystem images via get_image plus profile_pic"): public by nature, so get_image serves
 * them without a session. A port read-only over the accounts area's ecosystems; database side
 * `kyselyEcosystemImages(db)` (adapters/db/blobs), served by get_image (adapters/http/trading).
 */
export interface EcosystemImages {
  /** True when some ecosystem names `imageName` (`<sha-256>.<ext>`) as profile_pic or in banner_pic. */
  isEcosystemImage(imageName: string): Promise<boolean>;
}
