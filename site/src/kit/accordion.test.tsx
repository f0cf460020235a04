// @vitest-environment happy-dom
/** The accordion as a keyboard and screen-reader user meets it. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, toggleOpen } from './accordion';

afterEach(cleanup);

const ITEMS = [
  { id: 'a', title: 'What is a loan tape?', content: <p>A list of loans.</p> },
  { id: 'b', title: 'Who can bid?', content: <p>Investors.</p> },
  { id: 'c', title: 'How are loans transferred?', content: <p>When the rules allow.</p> },
];

const title = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed: every title is a button with aria-expanded false tied to its hidden panel', () => {
    render(<Accordion items={ITEMS} />);
    for (const item of ITEMS) {
      const button = title(item.title);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.hidden).toBe(true);
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('opens a topic on click and closes the one open before (one at a time)', () => {
    render(<Accordion items={ITEMS} />);
    fireEvent.click(title('Who can bid?'));
    expect(title('Who can bid?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Who can bid?' }).textContent).toBe('Investors.');
    fireEvent.click(title('What is a loan tape?'));
    expect(title('Who can bid?').getAttribute('aria-expanded')).toBe('false');
    expect(title('What is a loan tape?').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(title('What is a loan tape?'));
    expect(title('What is a loan tape?').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps several open when multiple, and honours defaultOpen', () => {
    render(<Accordion items={ITEMS} multiple defaultOpen={['c']} headingLevel={2} />);
    expect(title('How are loans transferred?').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(title('Who can bid?'));
    expect(title('How are loans transferred?').getAttribute('aria-expanded')).toBe('true');
    expect(title('Who can bid?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('moves between titles with the arrow keys, Home and End, wrapping around', () => {
    render(<Accordion items={ITEMS} />);
    const [a, b, c] = ITEMS.map((i) => title(i.title));
    act(() => a?.focus());
    fireEvent.keyDown(a as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(c);
    fireEvent.keyDown(c as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(c);
    fireEvent.keyDown(c as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(a);
  });
});

describe('toggleOpen', () => {
  it('closes an open id, opens a closed one alone or beside the others', () => {
    expect(toggleOpen(['a'], 'a', false)).toEqual([]);
    expect(toggleOpen(['a'], 'b', false)).toEqual(['b']);
    expect(toggleOpen(['a'], 'b', true)).toEqual(['a', 'b']);
  });
});
