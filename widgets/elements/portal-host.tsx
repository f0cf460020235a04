/**
 * Where dialogs, menus and toasts render. Inside a widget's shadow root a portal must target a
 * node inside that root: a portal into `document.body` loses every adopted style and picks up
 * the partner page's CSS. The shadow host provides its portal node; outside one (the site),
 * `document.body` is the natural target.
 */
import { createContext, type ReactNode, useContext } from 'react';

const PortalHostContext = createContext<HTMLElement | null>(null);

/** Props of {@link PortalHostProvider}. */
export interface PortalHostProviderProps {
  /** The node portals render into (inside the shadow root for an embedded widget). */
  readonly container: HTMLElement;
  readonly children?: ReactNode;
}

/** Makes `container` the portal target of everything below it. */
export function PortalHostProvider({ container, children }: PortalHostProviderProps) {
  return <PortalHostContext.Provider value={container}>{children}</PortalHostContext.Provider>;
}

/**
 * The node to portal dialogs/menus/toasts into: the shadow root's portal host when rendered by
 * an element or `mount`, else `document.body` (null during server rendering).
 *
 * @example
 * const container = usePortalHost();
 * <Dialog.Portal container={container}>…</Dialog.Portal>
 */
export function usePortalHost(): HTMLElement | null {
  const container = useContext(PortalHostContext);
  if (container) return container;
  return typeof document === 'undefined' ? null : document.body;
}
