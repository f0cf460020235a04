// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, REVOKE_AFTER_MS } from './download';

afterEach(() => vi.useRealTimers());

describe('downloadBlob', () => {
  it('clicks a temporary anchor named for the file and revokes the object URL after', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    downloadBlob(new Blob(['x']), 'stakeholder_data_T1.xlsx');
    expect(clicked).toEqual([{ download: 'stakeholder_data_T1.xlsx', href: 'blob:x' }]);
    expect(document.querySelector('a')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    for (const spy of [create, revoke, click]) spy.mockRestore();
  });
});
