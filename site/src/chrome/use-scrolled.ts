/**
 * Whether the page has scrolled past a threshold (spec §2, §9: the navbar sticks after 10 px).
 * A passive scroll listener, read again on every scroll; the state changes only when the
 * answer does, so scrolling does not re-render the navbar.
 */
import { useEffect, useState } from 'react';

/** The spec's threshold for the sticky navbar. */
export const STICKY_AFTER_PX = 10;

/** True once `window.scrollY` exceeds `threshold`. */
export function useScrolledPast(threshold: number = STICKY_AFTER_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > threshold);
    read();
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, [threshold]);
  return past;
}
