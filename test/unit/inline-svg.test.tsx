// A vector picture's drawing in the page itself (build/pictures/inline-svg.ts, src/components/InlineSvg.tsx): only what
// behaves the same in the page as in its own file stands there; the rest keeps the file.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { optimize } from 'svgo';
import { describe, expect, it } from 'vitest';
import { inlineSvg } from '../../build/pictures/inline-svg.ts';
import { InlineSvg } from '../../src/components/InlineSvg.tsx';
import { type InlineSvg as Drawing, INLINE_ID_PREFIX } from '../../src/lib/pictures.ts';

/** The drawing of `svg`, failing the test with the reasons where it has none. */
function drawn(svg: string, width = 10, height = 10): Drawing {
  const outcome = inlineSvg(svg, width, height);
  if (!('inline' in outcome)) throw new Error(`kept as a file: ${outcome.reasons.join(', ')}`);
  return outcome.inline;
}

const reasons = (svg: string) => {
  const outcome = inlineSvg(svg, 10, 10);
  return 'reasons' in outcome ? outcome.reasons : [];
};

describe('a drawing that can stand in the page', () => {
  it('is the shipped logo, with its viewBox and every shape', () => {
    const file = optimize(readFileSync('src/assets/images/logo.svg', 'utf8'), { multipass: true }).data;
    const drawing = drawn(file, 180, 40);
    expect(drawing.viewBox).toBe('0 0 180 40');
    expect(drawing.body).not.toMatch(/<svg|style/);
    const shapes = (markup: string) => markup.match(/<(path|circle|rect)\b/g)?.length;
    expect(shapes(drawing.body)).toBe(shapes(file));
  });

  it('gets its styles as attributes', () => {
    const drawing = drawn(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>.a{fill:#0f766e}</style><rect class="a" style="stroke:#fbbf24" width="5" height="5"/></svg>',
    );
    expect(drawing.body).toMatch(/fill="#0f766e"/);
    expect(drawing.body).toMatch(/stroke="#fbbf24"/);
    expect(drawing.body).not.toMatch(/style/);
  });

  it('prefixes every id and every reference to one', () => {
    const drawing = drawn(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect id="r" width="5" height="5" fill="url(#g)"/><use href="#r" x="5"/></svg>',
    );
    const ids = [...drawing.body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id?.startsWith(INLINE_ID_PREFIX)).toBe(true);
    const references = [...drawing.body.matchAll(/(?:url\(|href=")#([^)"]+)/g)].map((match) => match[1]);
    expect(references.length).toBe(2);
    for (const reference of references) expect(ids).toContain(reference);
  });

  it('keeps what the root paints with, on a group around the drawing', () => {
    const drawing = drawn(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" fill="none" stroke="#0f172a"><path d="M1 1h8"/><path d="M1 5h8"/></svg>',
      20,
      10,
    );
    expect(drawing.viewBox).toBe('0 0 20 10');
    expect(drawing.body).toMatch(/^<g fill="none" stroke="#0f172a">/);
  });

  it('loses its title and description: the page names the picture', () => {
    const drawing = drawn(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title><desc>Ein Logo</desc><rect width="5" height="5"/></svg>',
    );
    expect(drawing.body).not.toMatch(/title|desc|Logo/);
  });
});

describe('a drawing that keeps its file', () => {
  it.each([
    [
      'a style the page cannot hold as attributes',
      '<style>@media (width > 1px){rect{fill:red}}</style><rect/>',
      '<style>',
    ],
    ['a script', '<script>alert(1)</script><rect/>', '<script>'],
    ['an event handler', '<rect onclick="alert(1)"/>', 'onclick='],
    ['a picture from elsewhere', '<image href="https://example.com/a.png"/>', '<image>'],
    ['a shape from another file', '<use href="shapes.svg#a"/>', 'href="shapes.svg#a"'],
    ['paint from another file', '<rect fill="url(other.svg#g)"/>', 'fill="url(other.svg#g)"'],
    ['a foreign object', '<foreignObject><p>Text</p></foreignObject>', '<foreignObject>'],
    [
      'a link set by animation',
      '<a><set attributeName="href" to="https://example.com"/><rect/></a>',
      '<set attributeName=…href>',
    ],
  ])('%s', (_, content, reason) => {
    expect(reasons(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${content}</svg>`)).toContain(reason);
  });

  it('fits a box of another shape its own way', () => {
    expect(
      reasons('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" preserveAspectRatio="none"><rect/></svg>'),
    ).toEqual(['preserveAspectRatio=']);
  });
});

describe('copies in one page', () => {
  const drawing = drawn(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><clipPath id="c"><circle r="5"/></clipPath><rect width="9" height="9" clip-path="url(#c)"/></svg>',
  );
  const html = renderToStaticMarkup(
    <>
      <InlineSvg drawing={drawing} width={10} height={10} alt="Bemedics – zur Startseite" />
      <InlineSvg drawing={drawing} width={10} height={10} alt="Bemedics – zur Startseite" className="h-8 w-auto" />
    </>,
  );

  it('share no id, and each refers to its own', () => {
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    const references = [...html.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(references).toEqual(ids);
    expect(html).not.toContain(INLINE_ID_PREFIX);
  });

  it('are named like an image, at the size of the file', () => {
    expect(html).toMatch(
      /^<svg role="img" aria-label="Bemedics – zur Startseite" viewBox="0 0 10 10" width="10" height="10">/,
    );
    expect(html).toContain('class="h-8 w-auto"');
  });
});
