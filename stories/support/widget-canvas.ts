/**
 * Queries for play functions that look inside the widget's shadow root. Stories render in
 * `ShadowHost` (see .storybook/preview.tsx), whose root the story's own `canvas` cannot see;
 * `widgetCanvas(canvasElement)` queries the frame that holds both the widget and its portal
 * host (toasts, dialogs), so a toast is found like any other text.
 *
 * @example
 * play: async ({ canvasElement }) => {
 *   const canvas = widgetCanvas(canvasElement);
 *   await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
 *   await canvas.findByText('Invalid credentials');
 * }
 */
import { waitFor, within } from 'storybook/test';

/** The frame inside the story's shadow host (or the canvas itself when a story opts out). */
export function widgetFrame(canvasElement: HTMLElement): HTMLElement {
  const host = canvasElement.querySelector<HTMLElement>('[data-ispz-shadow-host]');
  const frame = host?.shadowRoot?.querySelector<HTMLElement>('[data-ispz-frame]');
  return frame ?? canvasElement;
}

/** Testing Library queries bound to the widget's shadow root. */
export function widgetCanvas(canvasElement: HTMLElement) {
  return within(widgetFrame(canvasElement));
}

/** Queries bound to the shadow root of a custom element on the canvas (`<ispz-login>` …). */
export function elementCanvas(canvasElement: HTMLElement, tag: string) {
  const host = canvasElement.querySelector<HTMLElement>(tag);
  const frame = host?.shadowRoot?.querySelector<HTMLElement>('[data-ispz-frame]');
  if (!frame) throw new Error(`${tag} has not rendered into its shadow root`);
  return within(frame);
}

/**
 * `elementCanvas` once the element has upgraded and its React root has rendered: a custom
 * element renders after the story's first paint, so a play function starts here.
 */
export function findElementCanvas(canvasElement: HTMLElement, tag: string) {
  return waitFor(() => elementCanvas(canvasElement, tag));
}
