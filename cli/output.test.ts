import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_KINDS, domainError } from '../core/errors/domain-error';
import { EXIT, toExitCode } from './errors';
import { type Io, printFileRefusal, printRefusal, printResult, table } from './output';

function capture(): Io & { outs: string[]; errs: string[] } {
  const outs: string[] = [];
  const errs: string[] = [];
  return { outs, errs, out: (t) => outs.push(t), err: (t) => errs.push(t), interactive: false };
}

describe('CLI output', () => {
  it('maps invalid input to exit 2 and every other refusal to exit 1', () => {
    for (const kind of DOMAIN_ERROR_KINDS) {
      expect(toExitCode(domainError(kind, 'X', 'x'))).toBe(kind === 'invalid' ? EXIT.usage : EXIT.refused);
    }
  });

  it('prints a refusal with its message and code, or as JSON', () => {
    const io = capture();
    const e = domainError('rule_violation', 'TRANSFER.ALREADY', 'Loans already transferred');
    expect(printRefusal(io, false, e)).toBe(1);
    expect(io.errs).toEqual(['error: Loans already transferred [TRANSFER.ALREADY]']);
    const j = capture();
    printRefusal(j, true, e);
    expect(JSON.parse(j.outs[0]!)).toMatchObject({ success: false, code: 'TRANSFER.ALREADY' });
  });

  it('calls an input file refused as invalid a data error (65), and keeps the code of other refusals', () => {
    const io = capture();
    expect(printFileRefusal(io, false, domainError('invalid', 'SPREADSHEET.EMPTY', 'empty'))).toBe(EXIT.data);
    expect(printFileRefusal(io, false, domainError('conflict', 'TAPE.ALREADY_IMPORTED', 'again'))).toBe(
      EXIT.refused,
    );
    expect(io.errs).toEqual(['error: empty [SPREADSHEET.EMPTY]', 'error: again [TAPE.ALREADY_IMPORTED]']);
  });

  it('prints results for people or for machines', () => {
    const io = capture();
    expect(printResult(io, false, { n: 2 }, (v) => `${v.n} loans`)).toBe(0);
    printResult(io, true, { n: 2 }, () => 'unused');
    expect(io.outs[0]).toBe('2 loans');
    expect(JSON.parse(io.outs[1]!)).toEqual({ n: 2 });
  });

  it('aligns table columns', () => {
    expect(
      table(
        ['tape', 'loans'],
        [
          ['A', 50],
          ['Longer', 7],
        ],
      ),
    ).toBe('tape    loans\nA       50\nLonger  7');
  });
});
