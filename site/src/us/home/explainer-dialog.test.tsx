// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPLAINER } from '../content/home-explainer';
import { ExplainerDialog } from './explainer-dialog';

const reducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const open = () => fireEvent.click(screen.getByRole('button', { name: EXPLAINER.open }));
const place = () => screen.getByText(/^Scene \d of 4$/).textContent;

describe('the home page’s explainer', () => {
  it('plays its scenes one after another, and stays on a scene once paused', () => {
    reducedMotion(false);
    render(<ExplainerDialog />);
    open();
    expect(place()).toBe('Scene 1 of 4');
    act(() => vi.advanceTimersByTime(EXPLAINER.sceneMs));
    expect(place()).toBe('Scene 2 of 4');
    fireEvent.click(screen.getByRole('button', { name: EXPLAINER.pause }));
    act(() => vi.advanceTimersByTime(EXPLAINER.sceneMs * 3));
    expect(place()).toBe('Scene 2 of 4');
    expect(screen.getByRole('button', { name: EXPLAINER.play }).getAttribute('aria-pressed')).toBe('false');
  });

  it('waits, paused, for a visitor who asks for reduced motion, and steps round with its buttons', () => {
    reducedMotion(true);
    render(<ExplainerDialog />);
    open();
    act(() => vi.advanceTimersByTime(EXPLAINER.sceneMs * 2));
    expect(place()).toBe('Scene 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: EXPLAINER.previous }));
    expect(place()).toBe('Scene 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: EXPLAINER.next }));
    expect(place()).toBe('Scene 1 of 4');
  });

  it('announces captions only while paused, so playing does not talk over a screen reader', () => {
    reducedMotion(false);
    render(<ExplainerDialog />);
    open();
    const caption = screen.getByText(EXPLAINER.frames[0].caption, { exact: false });
    expect(caption.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: EXPLAINER.pause }));
    expect(caption.getAttribute('aria-live')).toBe('polite');
  });
});
