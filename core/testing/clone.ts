/** Copies plain data (records of strings, numbers, booleans, nulls, arrays): what the fakes store. */
export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
