// A vector picture's drawing as markup that can stand in the page itself (the logo on the pages that carry their
// shapes, docs/messungen.md): an SVG file shown as an <img> is a document of its own that the browser fetches, parses
// and keeps. In the page the drawing lives under the page's rules, so only what behaves the same there is inlined:
// - styles become attributes (svgo); a style that cannot (a media query, a hover) keeps the file, since the page's
//   Content-Security-Policy allows no inline style and a <style> in the page would style the whole page;
// - no script, no event handler, no foreign object, no reference outside the drawing (an image, a font, a link);
// - every id gets INLINE_ID_PREFIX, which each copy on the page replaces with its own (components/InlineSvg.tsx);
// - title and description go: the page names the picture (aria-label), and a title would show as a tooltip.
import { type CustomPlugin, optimize } from 'svgo';
import { INLINE_ID_PREFIX, type InlineSvg } from '../../src/lib/pictures.ts';

/** What the root may carry that the page's own `<svg>` sets itself or that means nothing there. */
const ROOT_OWN = new Set(['xmlns', 'xmlns:xlink', 'width', 'height', 'viewBox', 'version', 'id', 'class']);

/** Why `svg` cannot stand in the page as it is (empty: it can). */
function problems(svg: string): string[] {
  const found: string[] = [];
  const check: CustomPlugin = {
    name: 'bemedicsInlineCheck',
    fn: () => ({
      element: {
        enter(node) {
          if (['style', 'script', 'foreignObject', 'image'].includes(node.name)) found.push(`<${node.name}>`);
          // An animation can set a link as well as an attribute can hold one.
          if (/href$/.test(node.attributes.attributeName ?? '')) found.push(`<${node.name} attributeName=…href>`);
          for (const [name, value] of Object.entries(node.attributes)) {
            if (name === 'style' || /^on/i.test(name)) found.push(`${name}=`);
            else if (/(^|:)href$/.test(name) && !value.startsWith('#')) found.push(`${name}="${value}"`);
            else if (/url\(\s*['"]?(?!#)/.test(value)) found.push(`${name}="${value}"`);
          }
        },
      },
    }),
  };
  optimize(svg, { plugins: [check] });
  return found;
}

/**
 * The drawing of `svg` (an optimised SVG file) for the page itself, or the reasons it has to stay a file. `width` and
 * `height` stand in for a missing viewBox.
 */
export function inlineSvg(
  svg: string,
  width: number,
  height: number,
): { readonly inline: InlineSvg } | { readonly reasons: readonly string[] } {
  const prefix = INLINE_ID_PREFIX.slice(0, -2);
  const { data } = optimize(svg, {
    multipass: true,
    plugins: [
      { name: 'inlineStyles', params: { onlyMatchedOnce: false } },
      'convertStyleToAttrs',
      'removeTitle',
      { name: 'removeDesc', params: { removeAny: true } },
      { name: 'prefixIds', params: { prefix, delim: '__', prefixClassNames: false } },
    ],
  });
  const reasons = problems(data);
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(data.trim());
  if (!root) return { reasons: [...reasons, 'keine einzelne <svg>-Wurzel'] };
  if (reasons.length > 0) return { reasons };
  const attributes = [...(root[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)];
  // How the drawing fits a box of another shape: only the file keeps that as drawn.
  if (attributes.some(([, name]) => name === 'preserveAspectRatio')) return { reasons: ['preserveAspectRatio='] };
  const viewBox = attributes.find(([, name]) => name === 'viewBox')?.[2] ?? `0 0 ${width} ${height}`;
  // What the root paints with (fill, stroke, fonts) holds for the drawing: on a group around it, as the page's own
  // <svg> carries only size and name.
  const painted = attributes.filter(([, name]) => !ROOT_OWN.has(name ?? '')).map(([whole]) => whole);
  const children = root[2] ?? '';
  const body = painted.length > 0 ? `<g ${painted.join(' ')}>${children}</g>` : children;
  return { inline: { viewBox, body } };
}
