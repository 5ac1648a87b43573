// The stylesheet the pages link holds only declarations a browser accepts. Tailwind writes a rule for every string in
// its sources that looks like a class; a source that is no part of the site (a test's regular expression) once gave it
// `.w-\[0-9a-f\]{width:0-9a-f}`, bytes on every page that no browser applies (src/styles.css names the sources,
// docs/sicherheit.md). css-tree reads the declarations, Chromium judges them: neither css-tree's nor lightningcss's
// grammar knows every property Chromium ships, and lightningcss keeps what it cannot parse without a warning.
import { type CssNode, generate, parse, walk } from 'css-tree';
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
 * Every declaration of `css`, parsed by css-tree, which keeps a value it cannot read as it is written (Chromium judges
 * the values, not the parser), with the at-rule or selector of each block around it.
 */
function declarationsOf(css: string): Declaration[] {
  const found: Declaration[] = [];
  const preludes: string[] = [];
  const preludeOf = (node: CssNode) =>
    node.type === 'Rule'
      ? generate(node.prelude)
      : node.type === 'Atrule'
        ? `@${node.name}${node.prelude ? ` ${generate(node.prelude)}` : ''}`
        : undefined;
  walk(parse(css, { parseValue: false, parseAtrulePrelude: false, parseRulePrelude: false }), {
    enter(node: CssNode) {
      const prelude = preludeOf(node);
      if (prelude !== undefined) preludes.push(prelude);
      if (node.type === 'Declaration') {
        found.push({
          property: node.property,
          value: `${generate(node.value)}${node.important ? ' !important' : ''}`.trim(),
          within: [...preludes],
        });
      }
    },
    leave(node: CssNode) {
      if (node.type === 'Rule' || node.type === 'Atrule') preludes.pop();
    },
  });
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
    // The parser really reads the file: Tailwind's base alone has hundreds of declarations.
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
