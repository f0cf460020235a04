/**
 * Pictures with a default fallback (issue: "images with a default fallback"): an <img> that
 * always states its size (no layout shift), its text alternative, loads lazily, and shows our
 * neutral placeholder when its file cannot be loaded, so a page never shows a broken image.
 */
import { type SyntheticEvent, useState } from 'react';

/** The neutral placeholder shown when a picture fails (site/public/images/fallback.svg). */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** Props of `Picture`. */
export interface PictureProps {
  readonly src: string;
  /** The text alternative; '' for a decorative picture. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
  /** 'eager' for a picture in the first screen; lazy otherwise. */
  readonly loading?: 'lazy' | 'eager';
  /** Another placeholder than the site's own. */
  readonly fallback?: string;
}

/**
 * An image that falls back to the placeholder once when its file fails to load.
 * @example <Picture src="/images/people/ava.svg" alt="Ava Moreno" width={96} height={96} />
 */
export function Picture({ loading = 'lazy', fallback = FALLBACK_IMAGE, ...props }: PictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showFallback = failed === props.src;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Only the picture's own file falls back; a failing placeholder is left as it is (no loop).
    if (event.currentTarget.getAttribute('src') === props.src) setFailed(props.src);
  };
  return (
    <img
      src={showFallback ? fallback : props.src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={loading}
      decoding="async"
      className={props.className}
      data-fallback={showFallback ? 'true' : undefined}
      onError={onError}
    />
  );
}
