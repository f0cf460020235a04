// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElementTable } from './define';
import { elementSpec } from './element-table';
import {
  CSS,
  clearPage,
  defineGreeter,
  frame,
  freshTag,
  Greeter,
  type GreeterProps,
  place,
  text,
} from './testing/greeter-element';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(clearPage);

describe('element lifecycle', () => {
  it('take a property set before the element was defined', async () => {
    const tag = freshTag('late');
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
