// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { groundOf, initialsOf, Monogram } from './monogram';

afterEach(cleanup);

describe('Monogram', () => {
  it('writes the first and last initials of a name, upper case', () => {
    expect(initialsOf('Margaret Ellison')).toBe('ME');
    expect(initialsOf('  jonas   van der lindqvist ')).toBe('JL');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });

  it('gives the same name the same colour every time', () => {
    expect(groundOf('Priya Raman')).toBe(groundOf('Priya Raman'));
    expect(groundOf('Priya Raman')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is hidden from screen readers: the name is written beside it', () => {
    const { container } = render(<Monogram name="Elena Vasquez" size={48} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('48');
    expect(svg?.textContent).toBe('EV');
  });
});
