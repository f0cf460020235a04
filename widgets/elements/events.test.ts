// @vitest-environment happy-dom
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  dispatchIspzEvent,
  type IspzErrorDetail,
  type IspzLoginDetail,
  type IspzLogoutDetail,
  type IspzSignupDetail,
} from './events';

// The event map is a compile-time contract for the host page: the `expectTypeOf` checks and
// the `@ts-expect-error` run in `tsc` (npm run typecheck), so a wrong detail type or a misspelt
// event name fails the run; the listeners also run here, on real events.
describe('the ispz event map, as the host page sees it', () => {
  it('types addEventListener on elements, the document and the window', () => {
    const el = document.createElement('ispz-login');
    document.body.append(el);
    const heard: string[] = [];
    el.addEventListener('ispz:login', (e) => {
      expectTypeOf(e).toEqualTypeOf<CustomEvent<IspzLoginDetail>>();
      expectTypeOf(e.detail.user.user_id).toBeString();
      heard.push(`element:${e.detail.user.user_id}`);
    });
    document.addEventListener('ispz:logout', (e) => {
      expectTypeOf(e.detail).toEqualTypeOf<IspzLogoutDetail>();
      heard.push(`document:${e.detail.reason}`);
    });
    window.addEventListener('ispz:error', (e) => {
      expectTypeOf(e.detail).toEqualTypeOf<IspzErrorDetail>();
      // @ts-expect-error an error carries a message, not a session
      e.detail.user;
      heard.push(`window:${e.detail.message}`);
    });
    el.addEventListener('ispz:signup', (e) => {
      expectTypeOf(e.detail).toEqualTypeOf<IspzSignupDetail>();
    });
    // Never called: it only has to fail to compile (the detail must match the event).
    const mismatched = () =>
      // @ts-expect-error a logout needs its reason
      dispatchIspzEvent(el, 'ispz:logout', { message: 'no reason' });
    expectTypeOf(mismatched).toBeFunction();

    dispatchIspzEvent(el, 'ispz:login', { user: { user_id: 'u1' } } as IspzLoginDetail);
    dispatchIspzEvent(el, 'ispz:logout', { reason: 'session-expired' });
    dispatchIspzEvent(el, 'ispz:error', { message: 'Something went wrong' });
    expect(heard).toEqual(['element:u1', 'document:session-expired', 'window:Something went wrong']);
  });
});
