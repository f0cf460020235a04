// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, Picture } from './picture';
import { PageHero, PageSection } from './section';

afterEach(cleanup);

describe('Picture', () => {
  it('draws its file with its size, text alternative and lazy loading', () => {
    render(<Picture src="/images/a.svg" alt="A chart" width={120} height={80} />);
    const img = screen.getByRole('img', { name: 'A chart' });
    expect(img.getAttribute('src')).toBe('/images/a.svg');
    expect(img.getAttribute('width')).toBe('120');
    expect(img.getAttribute('height')).toBe('80');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows the default fallback when its file fails, and does not loop when that fails too', () => {
    render(<Picture src="/images/missing.svg" alt="Missing" width={10} height={10} />);
    const img = screen.getByRole('img', { name: 'Missing' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(img.dataset.fallback).toBe('true');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });

  it('tries a new file again after a failed one', () => {
    const { rerender } = render(<Picture src="/images/x.svg" alt="X" width={10} height={10} />);
    fireEvent.error(screen.getByRole('img', { name: 'X' }));
    rerender(<Picture src="/images/y.svg" alt="X" width={10} height={10} />);
    expect(screen.getByRole('img', { name: 'X' }).getAttribute('src')).toBe('/images/y.svg');
  });
});

describe('PageSection and PageHero', () => {
  it('wrap their content in the content column, a band named by its heading', () => {
    render(
      <PageSection tone="accent" labelledBy="h">
        <h2 id="h">Numbers</h2>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Numbers' });
    expect(region.className).toContain('site-section--accent');
    expect(region.firstElementChild?.className).toBe('site-column');
  });

  it('give the page its one h1 with lead and actions', () => {
    render(<PageHero title="About us" lead="Who we are." actions={<a href="/contact">Contact</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('Who we are.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeTruthy();
  });
});
