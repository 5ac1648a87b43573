// The landing page alone (scripts/lib/page-alone.ts), the reference `/` is judged against in `npm run audit`: its own
// content and stylesheet stay, client, web font, pictures and sprite icons go (docs/messungen.md, „Budgets“).
import { expect, it } from 'vitest';
import { pageAloneRewrite } from '../../scripts/lib/page-alone.ts';

const PAGE = [
  '<head><link rel="stylesheet" href="/assets/site.css"/><link rel="preload" as="image" href="/assets/logo-1.svg"/>',
  "<script>d.documentElement.setAttribute('data-fonts','')</script><script>window.__heldClicks=[]</script>",
  '<script>hold()</script></head><body><h1>Haartransplantation</h1><img src="/assets/logo-1.svg" alt=""/>',
  '<picture><source srcset="/a.avif"/><img src="/a.jpg" alt=""/></picture>',
  '<svg><use href="/assets/icons.1.svg#check"></use></svg><p>Text</p></body>',
].join('');

it('keeps the content, the stylesheet and the parser-holding script, and drops the rest', () => {
  const rewrite = pageAloneRewrite();
  expect(rewrite.changed()).toBe(false);
  expect(rewrite.transform('/', 'text/html; charset=utf-8', PAGE)).toBe(
    '<head><link rel="stylesheet" href="/assets/site.css"/><script>hold()</script></head><body><h1>Haartransplantation</h1><svg></svg><p>Text</p></body>',
  );
  expect(rewrite.changed()).toBe(true);
});

it('leaves other responses as they are, and says when it changed nothing', () => {
  const rewrite = pageAloneRewrite();
  expect(rewrite.transform('/assets/site.css', 'text/css', 'img{}')).toBe('img{}');
  expect(rewrite.transform('/', 'text/html', '<p>Text</p>')).toBe('<p>Text</p>');
  expect(rewrite.changed()).toBe(false);
});
