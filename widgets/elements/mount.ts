/**
 * `mount(el, props) → unmount` without custom elements: renders a table entry's widget in a
 * shadow root on any element, with the same styles, portal host and `ispz:*` events on `el`
 * as the custom element, and props given as a typed object instead of attributes.
 */
import { eventCallbacks, type FamilyOptions, familyNode } from './define';
import type { TableEntry } from './element-table';
import { createWidgetRoot } from './shadow-root';
import { applyTheme, type IspzTheme } from './theme';

/** A mounted widget: call it to unmount. */
export type Unmount = () => void;

/**
 * Mounts one entry's widget into `el`'s shadow root. Callback props are called and also
 * dispatched as `ispz:*` events on `el`.
 */
export function mountEntry(
  el: HTMLElement,
  entry: TableEntry,
  props: Readonly<Record<string, unknown>>,
  options: FamilyOptions & { readonly theme?: IspzTheme },
): Unmount {
  applyTheme(el, options.theme);
  const widget = createWidgetRoot(el, options.css);
  widget.render(familyNode(entry, options, { ...props, ...eventCallbacks(entry, el, props) }, el));
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    widget.unmount();
    options.release?.(el);
  };
}
