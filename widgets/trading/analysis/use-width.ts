/**
 * The width a chart has to draw in, followed as its container resizes (a phone turned, a
 * dashboard column narrowed), so the SVG is drawn at its real size and its labels keep their
 * type size instead of being scaled down with a fixed viewBox.
 */
import { type RefObject, useEffect, useState } from 'react';

/** The element's content width in CSS pixels; `fallback` until it is measured. */
export function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
