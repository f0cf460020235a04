import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createHttpApp } from '../app';
import { escapeControls } from './log-safely';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must not reach a log
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('what the server logs from request data', () => {
  it('carries no raw control character: path and error message are escaped', async () => {
    const log = vi.fn();
    const app = createHttpApp({
      log,
      modules: [
        (api) =>
          api.get('/boom/:name', (c) => {
            throw new Error(`invalid input syntax: "${c.req.param('name')}"`);
          }),
      ],
    });
    const forged = encodeURIComponent('x\n2026-11-26 admin logged in\u001b[2J\u202e');
    const res = await app.request(`/api/boom/${forged}`);
    expect(res.status).toBe(500);
    expect(log).toHaveBeenCalledOnce();
    const [message, error] = log.mock.calls[0] as [string, Error];
    expect(message).not.toMatch(RAW_CONTROL);
    expect(message).toContain('x\\x0a2026-11-26 admin logged in\\x1b[2J\\u202e');
    expect(error.message).toBe('invalid input syntax: "x\\x0a2026-11-26 admin logged in\\x1b[2J\\u202e"');
    expect(error.stack?.split('\n')[0]).toBe(`Error: ${error.message}`);
  });

  it('escapes every control character and leaves all other text as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeControls(text);
        expect(escaped).not.toMatch(RAW_CONTROL);
        if (!RAW_CONTROL.test(text)) expect(escaped).toBe(text);
      }),
    );
    expect(escapeControls('Grüße, 年度 \t\r\n\u0000')).toBe('Grüße, 年度 \\x09\\x0d\\x0a\\x00');
  });
});
