/**
 * The /business slider's query rule (spec §2, §9): `index` chooses the slide, 2 when it is
 * absent or not a slide of the ten; `scroll=true` also scrolls the page down to 295 px, where
 * the slider sits under the page's header.
 */

/** The slide shown when the query does not choose one (spec §9 "slide index 2"). */
export const DEFAULT_SLIDE = 2;

/** How far the page scrolls when the query says `scroll=true` (spec §2). */
export const SCROLL_TOP = 295;

/** What the query asks of the slider. */
export interface SlideRequest {
  readonly index: number;
  readonly scroll: boolean;
}

/**
 * Reads `index` and `scroll` from the query: an index is a whole number from 0 to `count - 1`
 * written in digits ("3", not "3.0" or "three"); anything else gives the default slide.
 */
export function slideRequest(query: URLSearchParams, count: number): SlideRequest {
  const raw = query.get('index');
  const index = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  return {
    index: index >= 0 && index < count ? index : Math.min(DEFAULT_SLIDE, count - 1),
    scroll: query.get('scroll') === 'true',
  };
}

/** The slide before or after `index`, wrapping round at both ends. */
export const stepSlide = (index: number, by: -1 | 1, count: number): number => (index + by + count) % count;
