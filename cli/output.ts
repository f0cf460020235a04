import type { DomainError } from '../core/errors/domain-error';
import { toExitCode, toFileExitCode } from './errors';

/** Where a command writes: human text by default, JSON with `--json`; progress goes to stderr. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** True when stderr is a terminal (progress bars are drawn only then). */
  readonly interactive: boolean;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  interactive: Boolean(process.stderr.isTTY),
};

/** Prints a result either as JSON or through `human`, and returns exit code 0. */
export function printResult<T>(io: Io, json: boolean, value: T, human: (value: T) => string): number {
  io.out(json ? JSON.stringify(value, null, 2) : human(value));
  return 0;
}

/** Prints a refusal (`error: <message> [code]`, or JSON) and returns its exit code. */
export function printRefusal(io: Io, json: boolean, error: DomainError): number {
  printError(io, json, error);
  return toExitCode(error);
}

/** `printRefusal` for a refusal of the command's input file: an unusable file exits 65 (see `toFileExitCode`). */
export function printFileRefusal(io: Io, json: boolean, error: DomainError): number {
  printError(io, json, error);
  return toFileExitCode(error);
}

function printError(io: Io, json: boolean, error: DomainError): void {
  if (json)
    io.out(
      JSON.stringify({ success: false, code: error.code, error: error.message, details: error.details }),
    );
  else io.err(`error: ${error.message} [${error.code}]`);
}

/** Renders rows as an aligned text table. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return cells
    .map((r) =>
      r
        .map((c, i) => (c ?? '').padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
