/**
 * The loan-records benchmark's in-page driver: finds the table's parts by role and name inside
 * open shadow roots (the widget) or the document (the baseline), performs one interaction and
 * times it until the DOM shows its effect and the next frame has been produced. Shared by both
 * subjects, so both are measured the same way.
 */

/** Every node under `root`, entering open shadow roots. */
function* deep(root: ParentNode): Generator<Element> {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

/** The first element matching `test`, looking inside shadow roots. */
export function find(test: (el: Element) => boolean): HTMLElement | null {
  for (const el of deep(document)) if (test(el)) return el as HTMLElement;
  return null;
}

/** The table's data rows (a row with more than one cell). */
export function dataRows(): HTMLTableRowElement[] {
  const rows: HTMLTableRowElement[] = [];
  for (const el of deep(document))
    if (el instanceof HTMLTableRowElement && el.parentElement?.tagName === 'TBODY' && el.cells.length > 1)
      rows.push(el);
  return rows;
}

/** What identifies the view: the first and last rendered rows' text and how many rows. */
export function signature(): string {
  const rows = dataRows();
  return `${rows.length}|${rows[0]?.textContent ?? ''}|${rows.at(-1)?.textContent ?? ''}`;
}

const byName = (tag: string, name: RegExp) => (el: Element) =>
  el.tagName === tag && name.test((el.getAttribute('aria-label') ?? el.textContent ?? '').trim());

/** A button whose accessible name (label or text) matches. */
export const button = (name: RegExp) => find(byName('BUTTON', name));

/** The select labelled 'Rows per page' (label text or aria-label). */
export function pageSizeSelect(): HTMLSelectElement | null {
  return find(
    (el) =>
      el instanceof HTMLSelectElement &&
      /rows per page/i.test(el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? ''),
  ) as HTMLSelectElement | null;
}

/** The scrolling container of the table body. */
export function scroller(): HTMLElement | null {
  return find(
    (el) => el instanceof HTMLElement && el.scrollHeight > el.clientHeight + 4 && !!el.querySelector('tbody'),
  );
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Runs `act` and resolves with the milliseconds until `done()` holds and a frame has been
 * produced after it; `NaN` when it never holds within `timeoutMs`.
 */
export async function timeUntil(act: () => void, done: () => boolean, timeoutMs = 10_000): Promise<number> {
  const start = performance.now();
  act();
  while (!done()) {
    if (performance.now() - start > timeoutMs) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await frame();
  return performance.now() - start;
}

/** Times an interaction that changes the table's rows. */
export function timeChange(act: () => void): Promise<number> {
  const before = signature();
  return timeUntil(act, () => dataRows().length > 0 && signature() !== before);
}

/** Picks a value in a select as a person does (React sees the change event). */
export function choose(select: HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  setter?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
