/**
 * The one kind of file served without a session: the logos and banners ecosystems show on their
 * login pages (spec §2 "Ecosystem logo and banner are fetched by ecosystem host", §3 Ecosystem
 * profile_pic, banner_pic[]; §7 "ecosystem images via get_image plus profile_pic"). An image is
 * public exactly when some ecosystem names it as its profile_pic or among its banner_pic — as
 * `<sha-256>.<ext>`, the name the ecosystem image upload answers — and its bytes are a PNG or
 * JPEG agreeing with that extension. Everything else stays behind the session and the
 * reference checks (./blob-access.ts).
 */
import type { Context } from 'hono';
import { MESSAGES } from '../../../../core/errors/messages';
import { isBlobName } from '../../../../core/ports/blob-store';
import { IMAGE_TYPES } from '../../../../core/validation/constants';
import { errorBody } from '../../errors';
import type { TradingHttpDeps } from '../deps';
import { sendBlob } from './blob-download';

/** A requested image: the blob and, in the `<hash>.<ext>` form, its extension. */
export interface ImageName {
  readonly blobName: string;
  readonly ext: (typeof IMAGE_TYPES)[number] | null;
}

/** `<hash>` or `<hash>.<ext>` (ext one of jpg, jpeg, png); null for anything else. */
export function imageName(raw: string): ImageName | null {
  const dot = raw.indexOf('.');
  const blobName = dot < 0 ? raw : raw.slice(0, dot);
  const ext = dot < 0 ? null : raw.slice(dot + 1);
  if (!isBlobName(blobName)) return null;
  if (ext === null) return { blobName, ext: null };
  const known = IMAGE_TYPES.find((t) => t === ext);
  return known ? { blobName, ext: known } : null;
}

/**
 * The ecosystem image `name` stands for, answered to anyone; null when no ecosystem names it
 * (the caller then needs a session). A bare hash matches an ecosystem image of any image type.
 */
export async function servePublicImage(
  c: Context,
  deps: Pick<TradingHttpDeps, 'ecosystemImages' | 'blobs'>,
  name: ImageName,
): Promise<Response | null> {
  const images = deps.ecosystemImages;
  if (!images) return null;
  for (const ext of name.ext ? [name.ext] : IMAGE_TYPES) {
    const referenced = `${name.blobName}.${ext}`;
    if (!(await images.isEcosystemImage(referenced))) continue;
    const sent = await sendBlob(c, deps.blobs, name.blobName, referenced, {
      images: true,
      ext,
      shared: true,
    });
    return sent ?? c.json(errorBody('BLOB.NOT_FOUND', MESSAGES.errorDownloadingImage), 404);
  }
  return null;
}
