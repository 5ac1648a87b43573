// The renderer (src/render.tsx): every page streamed with React's renderToReadableStream inside its shell, byte for byte
// what React renders in one piece; an error anywhere in a page still gives the error page with status 500; the edge
// cache's copy is the same page with the same headers.

import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server.edge';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Document } from '../../src/components/Document.tsx';
import { createApp, sitePages } from '../../src/index.tsx';
import { ORIGIN, testPage } from './fetch.ts';

let errors: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

/** The chunks of a response body as they arrive. */
async function chunks(response: Response): Promise<Uint8Array[]> {
  const received: Uint8Array[] = [];
  const reader = response.body?.getReader();
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) return received;
    received.push(read.value);
  }
}

describe('streamed pages', () => {
  const app = createApp();

  it.each(sitePages.map((served) => [served.path, served] as const))(
    '%s: the stream is the page React renders in one piece',
    async (path, { page }) => {
      const { head, Body } = page;
      const whole = `<!DOCTYPE html>${renderToString(
        <Document {...head} path={path}>
          <Body />
        </Document>,
      )}`;
      const response = await app.request(`${ORIGIN}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(whole);
    },
  );

  it('sends the landing page in pieces as React writes them, not as one string', async () => {
    const received = await chunks(await app.request(`${ORIGIN}/`));
    expect(received.length).toBeGreaterThan(1);
    expect(new TextDecoder().decode(received[0]).startsWith('<!DOCTYPE html><html lang="de">')).toBe(true);
  });

  it('answers HEAD with the headers of GET, no body and no Content-Length (the length is known only at the end)', async () => {
    const head = await app.request(`${ORIGIN}/impressum`, { method: 'HEAD' });
    const get = await app.request(`${ORIGIN}/impressum`);
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get('content-length')).toBeNull();
    expect([...head.headers]).toEqual([...get.headers]);
  });
});

/** Most of a page, then a component that fails: the error is in React's shell, so no byte has been sent yet. */
function LateFailure() {
  return (
    <main>
      {Array.from({ length: 200 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <p key={index}>Absatz {index} einer langen Seite, die erst am Ende scheitert.</p>
      ))}
      <Failing />
    </main>
  );
}
function Failing(): never {
  throw new Error('Fehler am Ende der Seite');
}

describe('an error while streaming', () => {
  it('gives the error page with status 500 and the message, and none of the failed page', async () => {
    const response = await createApp([...sitePages, testPage('/spaet-kaputt', LateFailure)]).request(
      `${ORIGIN}/spaet-kaputt`,
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    const { document } = parseHTML(html);
    expect(document.querySelector('[data-error-message]')?.textContent).toBe('Fehler am Ende der Seite');
    expect(html).not.toContain('Absatz 0');
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('the edge cache and the stream', () => {
  it('answers a hit with the bytes and headers of the miss that stored it', async () => {
    const app = createApp(sitePages, { buildId: crypto.randomUUID() });
    const miss = await app.request(`${ORIGIN}/datenschutz`);
    const missText = await miss.text();
    const hit = await app.request(`${ORIGIN}/datenschutz`);
    expect(await hit.text()).toBe(missText);
    // The cache adds what it says about itself (age, status); every header of the site is the same.
    const cacheOwn = new Set(['age', 'cf-cache-status', 'date']);
    const comparable = (response: Response) => [...response.headers].filter(([name]) => !cacheOwn.has(name));
    expect(comparable(hit)).toEqual(comparable(miss));
  });
});
