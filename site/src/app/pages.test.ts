// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './pages';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a lazily loaded page', () => {
  it('hands over the module’s default export', async () => {
    const Page = () => null;
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('reloads once when its file is gone (a new build), and fails to the crash screen the next time', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const gone = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const first = gone();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await Promise.race([first.then(() => 'settled'), Promise.resolve('pending')])).toBe('pending');
    await expect(gone()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
