// @vitest-environment happy-dom
/**
 * The auth bundle as a partner page loads it: the built IIFE, evaluated in a page, registers
 * the sign-in elements by itself, exposes `IspzAuth.mount`, and `<ispz-login>` renders its
 * form inside its shadow root with the kit's styles adopted.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_ELEMENTS } from '../elements/auth-elements';
import { buildFamily } from './build-widgets';

describe('the auth IIFE', () => {
  it('registers every sign-in element and renders <ispz-login> with the kit styles in its shadow root', async () => {
    const bundle = await buildFamily('auth');
    const exposed = new Function(`${bundle.code}; return IspzAuth;`)() as Record<string, unknown>;
    expect(Object.keys(exposed).sort()).toEqual(['defineElements', 'mount']);
    for (const { tag } of AUTH_ELEMENTS) expect(customElements.get(tag), tag).toBeDefined();

    document.body.innerHTML = '<ispz-login api-base="https://platform.example"></ispz-login>';
    const host = document.querySelector('ispz-login') as HTMLElement;
    await expect.poll(() => host.shadowRoot?.querySelector('input[type="password"]')).toBeTruthy();
    const sheets = host.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(1);
    expect(Array.from(sheets[0]?.cssRules ?? []).some((rule) => rule.cssText.includes('--ispz-accent'))).toBe(
      true,
    );
  });
});
