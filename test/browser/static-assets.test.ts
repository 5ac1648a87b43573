import { describe, expect, inject, it } from 'vitest';

const base = inject('baseURL');

async function linkedAssets(): Promise<string[]> {
  const html = await (await fetch(`${base}/`)).text();
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map(([, path]) => path as string);
}

describe('static files served by Workers assets', () => {
  it('caches the hashed CSS and JavaScript for a year as immutable', async () => {
    const assets = await linkedAssets();
    expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
    expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
    for (const path of assets) {
      expect(path).toMatch(/-[\w-]{8}\.(css|js)$/);
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/images/logo.svg', '/images/team.svg', '/images/before-after.svg', '/favicon.svg'])(
    'serves %s as SVG, cached for a day',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
    },
  );

  it('answers unknown paths from the worker with 404', async () => {
    const response = await fetch(`${base}/assets/gibt-es-nicht.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });
});
