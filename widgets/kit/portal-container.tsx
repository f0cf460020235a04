/**
 * Where the kit's overlays (toasts, dialogs, menus) are portalled. Inside a custom element
 * that must be a node in its shadow root — a portal into `document.body` loses every style and
 * takes the partner page's CSS. The elements layer provides its node here; the site provides
 * nothing and overlays go to `document.body`.
 */
import { createContext, type ReactNode, useContext } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Makes `container` the target of every kit portal below it.
 * @example <PortalContainerProvider container={shadowPortalNode}><Login /></PortalContainerProvider>
 */
export function PortalContainerProvider(props: { container: HTMLElement | null; children: ReactNode }) {
  return (
    <PortalContainerContext.Provider value={props.container}>
      {props.children}
    </PortalContainerContext.Provider>
  );
}

/** The node portals go to, or null for the document body. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
