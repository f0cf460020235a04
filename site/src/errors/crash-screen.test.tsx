// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BootFailure, CrashScreen } from './crash-screen';

afterEach(cleanup);

function Broken(): never {
  throw new Error('a page that cannot draw');
}

describe('the crash boundary', () => {
  it("catches a page's error with 'Something is not right.' and a way on", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: CrashScreen }]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Something is not right.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('says the platform could not be reached when the site cannot start', () => {
    render(<BootFailure />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something is not right.');
    expect(screen.getByText(/could not be reached/)).toBeTruthy();
  });
});
