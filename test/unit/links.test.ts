import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, whatsappHref } from '../../src/lib/links.ts';

describe('telHref', () => {
  it('keeps the plus and the digits only', () => {
    expect(telHref('+49 (0) 2154 / 123-456')).toBe('tel:+4902154123456');
  });
});

describe('mailtoHref', () => {
  it('links to the address alone without a draft', () => {
    expect(mailtoHref('kontakt@bemedics.example')).toBe('mailto:kontakt@bemedics.example');
  });

  it('encodes subject and body, with CRLF line breaks', () => {
    expect(
      mailtoHref('a@b.example', { subject: 'Haartransplantation Beratungsanfrage', body: 'Zeile 1\nZeile 2' }),
    ).toBe('mailto:a@b.example?subject=Haartransplantation%20Beratungsanfrage&body=Zeile%201%0D%0AZeile%202');
  });

  it('lets no input add a recipient or a header', () => {
    const hostile = 'x@evil.example?cc=y@evil.example&bcc=z@evil.example\r\nBcc: w@evil.example#&to=v@evil.example';
    const href = mailtoHref('kontakt@bemedics.example', { subject: hostile, body: hostile });
    const url = new URL(href);
    expect(url.pathname).toBe('kontakt@bemedics.example');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe(hostile);
    expect(href).not.toMatch(/[\r\n#]/);
    expect(href.match(/[?&]/g)).toHaveLength(2);
  });

  it('normalises lone CR and LF to CRLF', () => {
    expect(mailtoHref('a@b.example', { body: 'a\rb\nc\r\nd' })).toBe('mailto:a@b.example?body=a%0D%0Ab%0D%0Ac%0D%0Ad');
  });
});

describe('whatsappHref', () => {
  it('builds a wa.me link with digits only and the encoded text', () => {
    expect(whatsappHref('+90 (555) 123 45 67', 'Hallo & Grüße?')).toBe(
      'https://wa.me/905551234567?text=Hallo%20%26%20Gr%C3%BC%C3%9Fe%3F',
    );
  });
});
