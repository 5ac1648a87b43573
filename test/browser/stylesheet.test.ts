// The stylesheet the pages link holds only declarations a browser accepts. Tailwind writes a rule for every string in
// its sources that looks like a class; a source that is no part of the site (a test's regular expression) once gave it
// `.w-\[0-9a-f\]{width:0-9a-f}`, bytes on every page that no browser applies (src/styles.css names the sources,
// docs/sicherheit.md). Chromium is the judge here: no tool in the project validates CSS values (lightningcss keeps
// what it cannot parse as it is, without a warning).
import { describe, expect, it } from 'vitest';
import { chromiumForFile, openPage } from './chromium.ts';

const browser = chromiumForFile();

/** A declaration as the stylesheet writes it, and the preludes of the blocks around it (for messages). */
interface Declaration {
  readonly property: string;
  readonly value: string;
  readonly within: readonly string[];
}

/**
 * Every declaration of `css`: the parts between `{`, `;` and `}` of a block, outside strings, comments and
 * parentheses (a `data:` URL holds a `;`). A part followed by `{` is the prelude of a nested block instead.
 */
function declarationsOf(css: string): Declaration[] {
  const found: Declaration[] = [];
  const preludes: string[] = [];
  let part = '';
  let parentheses = 0;
  const flush = () => {
    const text = part.trim();
    part = '';
    if (!text || preludes.length === 0) return;
    const colon = text.indexOf(':');
    found.push({
      property: colon < 0 ? text : text.slice(0, colon).trim(),
      value: colon < 0 ? '' : text.slice(colon + 1).trim(),
      within: [...preludes],
    });
  };
  for (let at = 0; at < css.length; at++) {
    const char = css.charAt(at);
    if (char === '\\') {
      part += css.slice(at, at + 2);
      at++;
    } else if (char === '"' || char === "'") {
      let end = at + 1;
      while (end < css.length && css[end] !== char) end += css[end] === '\\' ? 2 : 1;
      part += css.slice(at, end + 1);
      at = end;
    } else if (char === '/' && css[at + 1] === '*') {
      const end = css.indexOf('*/', at + 2);
      at = end < 0 ? css.length : end + 1;
    } else if (char === '(' || char === ')') {
      parentheses += char === '(' ? 1 : -1;
      part += char;
    } else if (parentheses > 0) {
      part += char;
    } else if (char === '{') {
      preludes.push(part.trim());
      part = '';
    } else if (char === '}') {
      flush();
      preludes.pop();
    } else if (char === ';') {
      flush();
    } else {
      part += char;
    }
  }
  return found;
}

/** Blocks of descriptors, not properties: `CSS.supports` does not judge those. */
const DESCRIPTOR_BLOCK = /^@(font-face|property|page|counter-style|font-palette-values|font-feature-values)\b/;

describe('the stylesheet the pages link', () => {
  it('holds only declarations Chromium accepts (another engine’s prefixed properties aside)', async () => {
    const { page, close } = await openPage(browser(), 'desktop', '/');
    const href = await page.locator('link[rel="stylesheet"]').getAttribute('href');
    const response = await page.request.get(new URL(href ?? '', page.url()).href);
    expect(response.status()).toBe(200);
    const declarations = declarationsOf(await response.text());
    // The scanner really reads the file: Tailwind's base alone has hundreds of declarations.
    expect(declarations.length).toBeGreaterThan(200);
    const properties = declarations.filter(
      (declaration) =>
        !declaration.property.startsWith('--') && !DESCRIPTOR_BLOCK.test(declaration.within.at(-1) ?? ''),
    );
    const rejected = await page.evaluate(
      (list) =>
        list.filter(({ property, value }) => {
          // A prefixed property Chromium does not know at all is another engine's (Safari's -webkit-hyphens, Firefox's
          // -moz-osx-font-smoothing); one it knows must have a value it accepts, like every other property.
          if (/^-(webkit|moz)-/.test(property) && !CSS.supports(property, 'inherit')) return false;
          return !CSS.supports(property, value.replace(/\s*!important$/, ''));
        }),
      properties,
    );
    expect(
      rejected.map(({ property, value, within }) => `${within.join(' > ')} { ${property}: ${value} }`),
      'declarations Chromium drops as invalid',
    ).toEqual([]);
    await close();
  });
});
