// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPage, defineGreeter, frame, place, session, text } from './testing/greeter-element';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(clearPage);

describe('elements from a table', () => {
  it('render the component in an open shadow root with props from the attributes', async () => {
    const tag = defineGreeter();
    const el = await place(`<${tag} name="ada"></${tag}>`);
    expect(el.shadowRoot?.mode).toBe('open');
    expect(text(el)).toBe('hello ada');
    expect(el.querySelector('p')).toBeNull();
  });

  it('re-render when an observed attribute changes, and reflect properties to attributes', async () => {
    const tag = defineGreeter();
    const el = await place(`<${tag} name="ada"></${tag}>`);
    await act(async () => el.setAttribute('loud', ''));
    expect(text(el)).toBe('HELLO ADA');
    await act(async () => {
      (el as unknown as { name: string }).name = 'grace';
    });
    expect(el.getAttribute('name')).toBe('grace');
    expect(text(el)).toBe('HELLO GRACE');
    await act(async () => {
      (el as unknown as { loud: boolean }).loud = false;
    });
    expect(el.hasAttribute('loud')).toBe(false);
    expect(text(el)).toBe('hello grace');
  });

  it('dispatch callbacks as ispz events that bubble out of the shadow root to the document', async () => {
    const tag = defineGreeter();
    const el = await place(`<${tag}></${tag}>`);
    const logins = vi.fn();
    const errors = vi.fn();
    document.addEventListener('ispz:login', (e) => logins(e.detail, e.composed, e.bubbles, e.target), {
      once: true,
    });
    document.addEventListener('ispz:error', (e) => errors(e.detail), { once: true });
    const [signIn, fail] = Array.from(el.shadowRoot?.querySelectorAll('button') ?? []);
    await act(async () => signIn?.click());
    await act(async () => fail?.click());
    expect(logins).toHaveBeenCalledWith(session, true, true, el);
    expect(errors).toHaveBeenCalledWith({ message: 'Something went wrong' });
  });

  it('adopt one shared stylesheet in every root and give portals a node inside the root', async () => {
    const tag = defineGreeter();
    const first = await place(`<${tag}></${tag}>`);
    const second = await place(`<${tag}></${tag}>`);
    const sheets = [first, second].map((el) => el.shadowRoot?.adoptedStyleSheets ?? []);
    expect(sheets[0]).toHaveLength(1);
    expect(sheets[0]?.[0]).toBe(sheets[1]?.[0]);
    expect(first.shadowRoot?.querySelector('p')?.dataset.portalInShadow).toBe('true');
    expect(frame(first)?.querySelector('[data-ispz-portal]')).not.toBeNull();
  });
});
