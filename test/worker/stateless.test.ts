// The worker keeps no per-visitor state: what one visitor sends never changes what the next one gets.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { paths } from '../../src/routes.ts';
import { request } from './fetch.ts';

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

it('answers every visitor the same, whatever came before', async () => {
  const before = await Promise.all(Object.values(paths).map(async (path) => (await request(path)).text()));
  await Promise.all([
    request('/', { headers: { cookie: 'session=abc', 'accept-language': 'en', 'if-none-match': '*' } }),
    request('/?edit=1&texte=%3Cb%3Ex%3C%2Fb%3E'),
    request('/', { method: 'POST', body: 'hero-title-1=gehackt' }),
    request('/%E0%A4%A'),
    request('/impressum/'),
    ...Array.from({ length: 40 }, (_, i) => request(`/gibt-es-nicht-${i}`)),
  ]);
  const after = await Promise.all(Object.values(paths).map(async (path) => (await request(path)).text()));
  expect(after).toEqual(before);
  for (const html of after) expect(html).not.toContain('gehackt');
});

it('sets no cookie on any response', async () => {
  for (const path of [...Object.values(paths), '/gibt-es-nicht', '/sitemap.xml']) {
    expect((await request(path)).headers.get('set-cookie'), path).toBeNull();
  }
});
