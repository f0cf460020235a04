/** A bid query needs its message; a file is optional. */
import { describe, expect, it } from 'vitest';
import { bidQueryForm } from './bid-query-form';

describe('bidQueryForm', () => {
  it("refuses a blank message with 'Textarea Required'", () => {
    const parsed = bidQueryForm.safeParse({ message: '   ' });
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['message', 'Textarea Required'],
    ]);
  });

  it('takes a message alone or with a document', () => {
    expect(bidQueryForm.safeParse({ message: ' Is the appraisal final? ' }).data).toEqual({
      message: 'Is the appraisal final?',
    });
    expect(bidQueryForm.safeParse({ message: 'See file', blobName: 'abc', docName: 'x.pdf' }).success).toBe(
      true,
    );
  });
});
