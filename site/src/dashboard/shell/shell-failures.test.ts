import { describe, expect, it } from 'vitest';
import { OOPS_MESSAGE } from '../../../../core/errors/error-text';
import { endedSession, ShellCallFailed, shellErrorText } from './use-dashboard-data';

const failed = (status: number, body: unknown) =>
  new ShellCallFailed({ error: body, response: new Response(null, { status }) });

describe('the shell’s failed calls', () => {
  it('speak the server’s words, else spec §8’s', () => {
    expect(shellErrorText(failed(404, { success: false, error: 'Not found', statusText: 'Not found' }))).toBe(
      'Not found',
    );
    expect(shellErrorText(failed(500, undefined))).toBe(OOPS_MESSAGE);
  });

  it('leave an ended session to the site (it already says so and logs out)', () => {
    expect(endedSession(failed(401, { success: false, error: 'Session expired please login again' }))).toBe(
      true,
    );
    expect(endedSession(failed(403, { success: false, error: 'Forbidden' }))).toBe(false);
    expect(endedSession(new Error('offline'))).toBe(false);
  });
});
