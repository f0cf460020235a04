/**
 * Where a widget's floating pieces go while a modal dialog is open. The browser makes
 * everything outside the topmost modal `<dialog>` inert and paints it under the backdrop, so a
 * toast shown from inside a dialog must live inside that dialog to be seen and dismissed. Each
 * open kit `Dialog` registers its element here; the `ToastProvider` renders its region into the
 * newest one, else into the widget's portal host.
 */
import { createContext } from 'react';

/** The open dialogs of a widget, newest last. */
export interface LayerStack {
  /** Registers an open dialog's element; returns the function that removes it. */
  push(element: HTMLElement): () => void;
}

/** The stack the nearest `ToastProvider` keeps (none outside one). */
export const LayerContext = /* @__PURE__ */ createContext<LayerStack | null>(null);
