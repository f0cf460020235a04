import { describe, expect, it } from 'vitest';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { image, PNG } from './testing/scenarios';
import { expectRefusal, useAccounts } from './testing/suite-kit';

/** POST /businesses/ecosystem/images: one image, checked by extension and content, size cut off while streaming. */
export function describeEcosystemImages(name: string, make: MakeAccountsWorld): void {
  describe(`ecosystem image upload (${name})`, () => {
    const t = useAccounts(make);

    it('refuses an image that is not one, and a second file', async () => {
      const admin = await t.api.person();
      const fake = image(new TextEncoder().encode('<svg/>'), 'logo.png');
      await expectRefusal(
        await t.api.upload('/businesses/ecosystem/images', fake, admin),
        400,
        '(logo.png) is not of supported formats. Please upload document of valid type.',
      );
      const pdf = image(PNG, 'logo.pdf');
      expect((await t.api.upload('/businesses/ecosystem/images', pdf, admin)).status).toBe(400);
      const two = image(PNG, 'a.png');
      two.append('file', new Blob([PNG]), 'b.png');
      await expectRefusal(
        await t.api.upload('/businesses/ecosystem/images', two, admin),
        400,
        'You can upload only one file',
      );
    });

    it('refuses a malformed part header with the 400 refusal, never a 500', async () => {
      const admin = await t.api.person();
      const boundary = 'accounts-test-boundary';
      const res = await t.api.app.request('/api/businesses/ecosystem/images', {
        method: 'POST',
        body: `--${boundary}\r\nContent-Disposition form-data; name="file"\r\n\r\nx\r\n--${boundary}--\r\n`,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${admin.token}`,
          'x-xsrf-token': admin.xsrf,
        },
      });
      await expectRefusal(res, 400, 'Please upload a valid file');
    });

    it("refuses an image over 50,000,000 bytes while it streams: 413 'File too big'", async () => {
      const admin = await t.api.person();
      const boundary = 'accounts-test-boundary';
      const enc = new TextEncoder();
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`;
      let sent = 0;
      const chunk = new Uint8Array(1 << 20);
      const body = new ReadableStream<Uint8Array>({
        start: (c) => c.enqueue(enc.encode(head)),
        pull(c) {
          if (sent > 50_000_000) {
            c.enqueue(enc.encode(`\r\n--${boundary}--\r\n`));
            return c.close();
          }
          c.enqueue(sent === 0 ? new Uint8Array([...PNG, ...chunk]) : chunk);
          sent += chunk.length;
        },
      });
      const res = await t.api.app.request('/api/businesses/ecosystem/images', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${admin.token}`,
          'x-xsrf-token': admin.xsrf,
        },
      } as RequestInit);
      await expectRefusal(res, 413, 'File too big');
    });
  });
}
