/**
 * The two checks every trading call that names its caller gets (the session is the identity):
 * naming someone else is refused alike — 403 'REQUEST.NOT_YOURSELF' with the spec's text —
 * before anything is recorded in the audit log, and naming oneself is never refused for it.
 */
import { expect, it } from 'vitest';
import { IDENTITY_MISMATCH_MESSAGE } from '../dto/identity';
import { json } from './test-client';

export interface IdentityCase {
  readonly label: string;
  /** The call naming someone else. */
  readonly asSomeoneElse: () => Promise<Response>;
  /** The call naming the caller. */
  readonly asOneself: () => Promise<Response>;
  /** The status naming oneself answers, when the test pins it. */
  readonly ownStatus?: number;
}

/** Registers the two tests of `c`; `audit` reads the audit log's entries. */
export function itChecksIdentity(c: IdentityCase, audit: () => Promise<readonly unknown[]>): void {
  it(`${c.label}: refuses someone else's id with 403 before recording anything`, async () => {
    const before = (await audit()).length;
    const res = await c.asSomeoneElse();
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ code: 'REQUEST.NOT_YOURSELF', error: IDENTITY_MISMATCH_MESSAGE });
    expect((await audit()).length).toBe(before);
  });

  it(`${c.label}: takes the caller's own id${c.ownStatus === undefined ? '' : ` (${c.ownStatus})`}`, async () => {
    const res = await c.asOneself();
    if (c.ownStatus !== undefined) expect(res.status).toBe(c.ownStatus);
    expect((await json(res)).code).not.toBe('REQUEST.NOT_YOURSELF');
  });
}
