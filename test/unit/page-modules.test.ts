// The page modules found by file name (src/page-modules.ts): every route has one, every one has a route, and a wrong
// file stops the worker with its name.
import { describe, expect, it } from 'vitest';
import { escapeUnsafe } from '../../src/lib/characters.ts';
import { pagesByRoute } from '../../src/page-modules.ts';
import { routes } from '../../src/routes.ts';

const everyRoute = Object.fromEntries(Object.keys(routes).map((id) => [`./pages/${id}.page.tsx`, `page of ${id}`]));

describe('the page modules by file name', () => {
  it('give each route the default export of its file', () => {
    const pages = pagesByRoute(everyRoute);
    for (const id of Object.keys(routes)) expect(pages[id as keyof typeof routes]).toBe(`page of ${id}`);
  });

  it('refuse a file whose name is no route, naming the file', () => {
    expect(() => pagesByRoute({ ...everyRoute, './pages/willich.page.tsx': 'page' })).toThrow(
      'src/pages/willich.page.tsx: keine Route dieses Namens in src/routes.ts',
    );
  });

  it('refuse a route without a file, naming the file it expects', () => {
    const { './pages/agb.page.tsx': _, ...withoutAgb } = everyRoute;
    expect(() => pagesByRoute(withoutAgb)).toThrow('src/routes.ts: keine Seite für src/pages/agb.page.tsx');
  });

  it('refuse a file without a page, and print no control character of its name', () => {
    expect(() => pagesByRoute({ ...everyRoute, './pages/agb.page.tsx': undefined })).toThrow(
      'src/pages/agb.page.tsx: exportiert keine Seite',
    );
    expect(() => pagesByRoute({ ...everyRoute, './pages/x\u001b[2J.page.tsx': 'page' })).toThrow(
      `src/pages/${escapeUnsafe('x\u001b[2J')}.page.tsx: `,
    );
    expect(() => pagesByRoute({ ...everyRoute, './pages/x\u001b[2J.page.tsx': 'page' })).not.toThrow('\u001b');
  });
});
