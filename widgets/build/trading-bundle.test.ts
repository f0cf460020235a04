// @vitest-environment happy-dom
/**
 * The trading bundle as a partner page loads it: the built IIFE, evaluated in a page,
 * registers every trading element by itself, exposes `IspzTrading.mount`, and
 * `<ispz-pool-analysis>` renders inside its shadow root with the family's styles adopted —
 * holding its widget back (the loading sentence) while the caller's screen is on its way.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRADING_ELEMENTS } from '../trading/elements';
import { buildFamily } from './build-widgets';

afterEach(() => vi.unstubAllGlobals());

describe('the trading IIFE', () => {
  it('registers every trading element and renders <ispz-pool-analysis> with the family styles', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Promise<Response>(() => {});
    });
    const bundle = await buildFamily('trading');
    const exposed = new Function(`${bundle.code}; return IspzTrading;`)() as Record<string, unknown>;
    expect(Object.keys(exposed).sort()).toEqual(['defineElements', 'mount']);
    expect(TRADING_ELEMENTS.map((e) => e.tag)).toContain('ispz-pool-analysis');
    for (const { tag } of TRADING_ELEMENTS) expect(customElements.get(tag), tag).toBeDefined();

    document.body.innerHTML = '<ispz-pool-analysis api-base="https://platform.example"></ispz-pool-analysis>';
    const host = document.querySelector('ispz-pool-analysis') as HTMLElement;
    await expect.poll(() => host.shadowRoot?.textContent).toContain('Loading');
    const sheets = host.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(1);
    const rules = Array.from(sheets[0]?.cssRules ?? []).map((rule) => rule.cssText);
    expect(rules.some((text) => text.includes('--ispz-accent'))).toBe(true);
    expect(rules.some((text) => text.includes('.ispz-strat'))).toBe(true);

    await expect.poll(() => calls).toContain('https://platform.example/api/trading_screen');
  });
});
