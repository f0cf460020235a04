import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_FIELD_MESSAGE } from './default-field-message';
import { validate } from './field-kit';
import { firstNameField } from './identity-fields';

describe('the message of a field failure whose schema names none', () => {
  const bare = z.object({ id: z.string().min(1).max(5), count: z.number().int(), kind: z.enum(['a', 'b']) });

  it("is spec §5's generic 'please enter the valid details', never zod's English", () => {
    for (const input of [
      { id: 7 },
      { id: '' },
      { id: 'too long' },
      { id: 'x', count: 1.5 },
      { id: 'x', count: 1, kind: 'c' },
    ]) {
      const issues = bare.safeParse(input).error?.issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.message).toBe(DEFAULT_FIELD_MESSAGE);
    }
    expect(DEFAULT_FIELD_MESSAGE).toBe('please enter the valid details');
  });

  it('leaves the messages schemas give untouched', () => {
    expect(validate(z.object({ firstname: firstNameField }), { firstname: 'R2D2' })).toMatchObject({
      ok: false,
      error: { message: 'Please enter a valid first name' },
    });
    expect(z.string({ error: 'Mine' }).safeParse(1).error?.issues[0]?.message).toBe('Mine');
  });
});
