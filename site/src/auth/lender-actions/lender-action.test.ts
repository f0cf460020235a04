/** /lender-actions' reading of its query and the anonymous visitor's way out. */
import { describe, expect, it } from 'vitest';
import { anonymousExit, readLenderAction } from './lender-action';

const read = (search: string) => readLenderAction(new URLSearchParams(search));

describe('the action of /lender-actions', () => {
  it.each(['wip', 'transferTape', 'submitBid', 'setApproval', 'afterClosure'])('knows %s', (action) => {
    expect(read(`?action=${action}&tapeName=Spring%20Tape`)).toEqual({ action, tapeName: 'Spring Tape' });
  });

  it('shows nothing for an unknown, differently cased or absent action', () => {
    expect(read('?action=deleteTape&tapeName=T1')).toBeNull();
    expect(read('?action=WIP&tapeName=T1')).toBeNull();
    expect(read('?tapeName=T1')).toBeNull();
  });

  it('gives an empty tape name when the link names none', () => {
    expect(read('?action=wip')).toEqual({ action: 'wip', tapeName: '' });
  });
});

describe('an anonymous visitor of /lender-actions', () => {
  it('goes back when the tab has an earlier page', () => {
    expect(anonymousExit({ length: 3, state: null })).toBe('back');
    expect(anonymousExit({ length: 1, state: { idx: 2 } })).toBe('back');
  });

  it('goes to /login when the page was opened first in its tab', () => {
    expect(anonymousExit({ length: 1, state: null })).toBe('login');
    expect(anonymousExit({ length: 1, state: { idx: 0 } })).toBe('login');
  });
});
