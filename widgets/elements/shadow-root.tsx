/**
 * The shadow-root host every embedded widget renders in: an open shadow root on the host
 * element, the kit's stylesheet adopted into it, a React root in one child node and the portal
 * host (dialogs, menus, toasts) in another, both inside the root so they keep the styles.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalHostProvider } from './portal-host';
import { adoptStyles } from './stylesheet';

/** A React tree rendered inside a host element's shadow root. */
export interface WidgetRoot {
  /** Renders (or re-renders) the tree. */
  render(node: ReactNode): void;
  /** Unmounts the tree and removes its nodes; the shadow root itself stays (it cannot be removed). */
  unmount(): void;
}

/** The nodes a widget needs inside its shadow root. */
export interface ShadowNodes {
  readonly root: ShadowRoot;
  /** One element holding both (so a test can query the widget and its toasts at once). */
  readonly frame: HTMLElement;
  /** Where the widget renders. */
  readonly container: HTMLElement;
  /** Where its portals render. */
  readonly portal: HTMLElement;
}

/**
 * Opens (or reuses) the host's shadow root, adopts `cssText` and adds a frame holding the
 * container and portal nodes. Reusing lets a host be re-mounted (an element moved in the page, Strict Mode).
 */
export function prepareShadow(host: HTMLElement, cssText: string): ShadowNodes {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(root, cssText);
  const doc = host.ownerDocument;
  const frame = doc.createElement('div');
  frame.className = 'ispz-frame';
  frame.dataset.ispzFrame = '';
  const container = doc.createElement('div');
  container.className = 'ispz-root';
  const portal = doc.createElement('div');
  portal.className = 'ispz-portal';
  portal.dataset.ispzPortal = '';
  frame.append(container, portal);
  root.append(frame);
  return { root, frame, container, portal };
}

/**
 * Creates the React root of an embedded widget inside `host`'s shadow root.
 *
 * @example
 * const widget = createWidgetRoot(el, kitCss);
 * widget.render(<Login apiBase="https://platform.example" />);
 * widget.unmount();
 */
export function createWidgetRoot(host: HTMLElement, cssText: string): WidgetRoot {
  const nodes = prepareShadow(host, cssText);
  const reactRoot = createRoot(nodes.container);
  return {
    render(node) {
      reactRoot.render(<PortalHostProvider container={nodes.portal}>{node}</PortalHostProvider>);
    },
    unmount() {
      reactRoot.unmount();
      nodes.frame.remove();
    },
  };
}
