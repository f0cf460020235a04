// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElementTable, type FamilyOptions } from './define';
import { elementSpec } from './element-table';
import type { IspzLoginDetail } from './events';
import { usePortalHost } from './portal-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface GreeterProps {
  readonly name?: string;
  readonly loud?: boolean;
  readonly onLogin?: (session: IspzLoginDetail) => void;
  readonly onError?: (message: string) => void;
}

const session = { user: { user_id: 'u1' } } as unknown as IspzLoginDetail;

function Greeter({ name = 'nobody', loud = false, onLogin, onError }: GreeterProps) {
  const portal = usePortalHost();
  return (
    <div>
      <p data-portal-in-shadow={String(portal?.getRootNode() instanceof ShadowRoot)}>
        {loud ? `HELLO ${name.toUpperCase()}` : `hello ${name}`}
      </p>
      <button type="button" onClick={() => onLogin?.(session)}>
        sign in
      </button>
      <button type="button" onClick={() => onError?.('Something went wrong')}>
        fail
      </button>
    </div>
  );
}

const CSS = '.ispz-root { color: rgb(1, 2, 3); }';
let counter = 0;

function defineGreeter(options: Partial<FamilyOptions> = {}) {
  const tag = `ispz-greeter-${++counter}` as const;
  const table = [
    elementSpec<GreeterProps>({
      tag,
      component: Greeter,
      attributes: [
        { name: 'name', prop: 'name' },
        { name: 'loud', prop: 'loud', kind: 'boolean' },
      ],
      events: {
        onLogin: 'ispz:login',
        onError: { type: 'ispz:error', detail: (m) => ({ message: String(m) }) },
      },
    }),
  ];
  expect(defineElementTable(table, { css: CSS, ...options })).toEqual([tag]);
  return tag;
}

async function place(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  document.body.append(holder);
  await act(async () => {
    holder.innerHTML = html;
  });
  return holder.firstElementChild as HTMLElement;
}

const frame = (el: HTMLElement) => el.shadowRoot?.querySelector('[data-ispz-frame]');
const text = (el: HTMLElement) => el.shadowRoot?.querySelector('p')?.textContent;

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

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

  it('take a property set before the element was defined', async () => {
    const tag = `ispz-late-${++counter}`;
    const el = document.createElement(tag) as HTMLElement & { name?: string };
    el.name = 'early';
    document.body.append(el);
    const table = [
      elementSpec<GreeterProps>({
        tag: tag as `ispz-${string}`,
        component: Greeter,
        attributes: [{ name: 'name', prop: 'name' }],
      }),
    ];
    await act(async () => defineElementTable(table, { css: CSS }));
    expect(text(el)).toBe('hello early');
    expect(el.getAttribute('name')).toBe('early');
  });

  it('unmount when removed but not when moved, and release what prepare made', async () => {
    const release = vi.fn();
    const tag = defineGreeter({ release });
    const el = await place(`<${tag} name="ada"></${tag}>`);
    await act(async () => document.body.append(el));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(text(el)).toBe('hello ada');
    expect(release).not.toHaveBeenCalled();
    await act(async () => el.remove());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(frame(el)).toBeNull();
    expect(release).toHaveBeenCalledWith(el);
  });

  it('register a tag only once when a family loads twice', () => {
    const tag = defineGreeter();
    const again = [
      elementSpec<GreeterProps>({ tag: tag as `ispz-${string}`, component: Greeter, attributes: [] }),
    ];
    expect(defineElementTable(again, { css: CSS })).toEqual([]);
  });
});
