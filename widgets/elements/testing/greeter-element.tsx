/**
 * A small element family for the machinery's tests: a greeter component with a string and a
 * boolean attribute, two callbacks that become events, and a probe of the portal host.
 */
import { act } from 'react';
import { expect } from 'vitest';
import { defineElementTable, type FamilyOptions } from '../define';
import { elementSpec } from '../element-table';
import type { IspzLoginDetail } from '../events';
import { usePortalHost } from '../portal-host';

/** The test component's props. */
export interface GreeterProps {
  readonly name?: string;
  readonly loud?: boolean;
  readonly onLogin?: (session: IspzLoginDetail) => void;
  readonly onError?: (message: string) => void;
}

/** What the test component signs in with. */
export const session = { user: { user_id: 'u1' } } as unknown as IspzLoginDetail;

/** A component with a string and a boolean prop, two callbacks and a portal check. */
export function Greeter({ name = 'nobody', loud = false, onLogin, onError }: GreeterProps) {
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

/** The family stylesheet of the tests. */
export const CSS = '.ispz-root { color: rgb(1, 2, 3); }';
let counter = 0;

/** A tag no other test registered. */
export const freshTag = (prefix: string) => `ispz-${prefix}-${++counter}` as const;

/** Registers the greeter under a fresh tag and returns the tag. */
export function defineGreeter(options: Partial<FamilyOptions> = {}) {
  const tag = freshTag('greeter');
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

/** Puts `html` into the page (inside act) and returns its first element. */
export async function place(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  document.body.append(holder);
  await act(async () => {
    holder.innerHTML = html;
  });
  return holder.firstElementChild as HTMLElement;
}

/** The widget frame inside an element's shadow root. */
export const frame = (el: HTMLElement) => el.shadowRoot?.querySelector('[data-ispz-frame]');
/** The greeting an element shows. */
export const text = (el: HTMLElement) => el.shadowRoot?.querySelector('p')?.textContent;

/** Empties the page and lets the elements' deferred unmounts run, inside act. */
export async function clearPage(): Promise<void> {
  await act(async () => {
    document.body.innerHTML = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
