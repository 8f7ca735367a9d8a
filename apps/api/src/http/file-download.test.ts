import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './file-download.ts';

describe('[HTTP] downloading a file under the name it was uploaded with', () => {
  it('keeps a plain name, and never lets quotes, semicolons or line ends out of the header value', () => {
    expect(attachmentDisposition('invoice 12.pdf')).toBe(
      `attachment; filename="invoice 12.pdf"; filename*=UTF-8''invoice%2012.pdf`,
    );
    const hostile = attachmentDisposition('a";b\r\nX: y.pdf');
    expect(hostile).toBe(`attachment; filename="a__b__X_ y.pdf"; filename*=UTF-8''a%22%3Bb%0D%0AX%3A%20y.pdf`);
    expect(attachmentDisposition('Müller Rechnung.pdf')).toContain("filename*=UTF-8''M%C3%BCller%20Rechnung.pdf");
  });
});
