/**
 * Styles inside a shadow root. A shadow root sees none of the page's CSS, so the kit's
 * stylesheet is adopted into every widget's root: one `CSSStyleSheet` per CSS text, shared by
 * all widgets on the page (parsed once), with a `<style>` element where a browser lacks
 * constructable stylesheets.
 */

const sheets = new Map<string, CSSStyleSheet>();

function canConstructSheets(root: ShadowRoot): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    Array.isArray(root.adoptedStyleSheets)
  );
}

/** The one shared sheet for this CSS text (created on first use). */
export function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts `cssText` into the shadow root (idempotent: adopting the same text twice keeps one
 * sheet). Empty text adopts nothing.
 */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  if (!cssText) return;
  if (canConstructSheets(root)) {
    const sheet = sharedSheet(cssText);
    if (!root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    return;
  }
  const existing = Array.from(root.querySelectorAll('style[data-ispz-styles]'));
  if (existing.some((style) => style.textContent === cssText)) return;
  const style = root.ownerDocument.createElement('style');
  style.dataset.ispzStyles = '';
  style.textContent = cssText;
  root.prepend(style);
}
