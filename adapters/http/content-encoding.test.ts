import { describe, expect, it } from 'vitest';
import { acceptedCodings, chooseEncoding } from './content-encoding';

describe('choosing a precompressed form from Accept-Encoding', () => {
  it('prefers brotli, then gzip, as browsers ask for them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')?.coding).toBe('br');
    expect(chooseEncoding('gzip, deflate')?.coding).toBe('gzip');
    expect(chooseEncoding('GZIP')?.coding).toBe('gzip');
  });

  it('sends the file as is when nothing stored is accepted', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
  });

  it('honours q=0 refusals and the * wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')?.coding).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')?.coding).toBe('br');
    expect(chooseEncoding('*, br;q=0')?.coding).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5')?.coding).toBe('gzip');
    expect(acceptedCodings('gzip;q=nonsense')('gzip')).toBe(false);
  });
});
