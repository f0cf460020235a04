// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteSkeleton } from './skeletons';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the loading skeleton', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/loanPool/summary', true],
    ['/dashboards', false],
    ['/about', false],
    ['/', false],
  ])('on %s is the dashboard’s: %s', (path, dashboard) => {
    window.history.replaceState(null, '', path);
    render(<RouteSkeleton />);
    const skeleton = screen.getByRole('status', { name: 'Loading…' });
    expect(skeleton.classList.contains('site-skeleton--dashboard')).toBe(dashboard);
  });
});
