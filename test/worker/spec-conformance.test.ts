// Every row of the spec table (test/common/spec-texts.ts) on the pages the worker serves in workerd.
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, sitePages } from '../../src/index.tsx';
import { SPEC_ROWS, type SpecRoute, type SpecRow } from '../common/spec-texts.ts';
import specSource from '../common/spec-texts.ts?raw';
import { get, ORIGIN, request, testPage, text } from './fetch.ts';

function Broken(): never {
  throw new Error('Die Seite konnte nicht gebaut werden');
}

const pages = new Map<SpecRoute, { html: string; document: Document }>();

beforeAll(async () => {
  for (const route of new Set(SPEC_ROWS.map((row) => row.route))) {
    if (route === 'error') {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const app = createApp([...sitePages, testPage('/kaputt', Broken)]);
      const html = await (await app.request(`${ORIGIN}/kaputt`)).text();
      spy.mockRestore();
      pages.set(route, { html, document: parseHTML(html).document });
    } else {
      const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { html, document } = await get(route);
      spy.mockRestore();
      // What the page brings to the browser: its HTML and the file with its islands' props, which hold the texts only
      // the browser shows (src/components/island-props.ts).
      const address = document.querySelector('[data-props-src]')?.getAttribute('data-props-src');
      const props = address ? await (await request(address)).text() : '';
      pages.set(route, { html: html + props, document });
    }
  }
});

const described = (row: SpecRow, index: number) => [row.route, row.says, row, index] as const;

/**
 * The line of test/common/spec-texts.ts where a row's `says` stands. Vitest's code frame of a failure shows a line of
 * this file's loop (in workerd not even the failing one), never the row, and its `onStackTrace` only drops frames: so
 * the message names the row's file and line, and the frame is left out (docs/tests.md "Was bricht, wenn …").
 */
const specLines = specSource.split('\n');
const rowLine = (row: SpecRow) => specLines.findIndex((line) => line.includes(row.says)) + 1;

it('finds the line of every row in test/common/spec-texts.ts, for the message of its failure', () => {
  const unfound = SPEC_ROWS.filter((row) => rowLine(row) === 0).map((row) => row.says);
  expect(unfound, 'rows whose says is not written as is on a line of test/common/spec-texts.ts').toEqual([]);
});

describe.each(SPEC_ROWS.map(described))('%s', (_route, _says, row, index) => {
  it(`${row.says}`, () => {
    try {
      conforms(row, index);
    } catch (error) {
      // Without its frames: the code frame Vitest would print points into the loop below, not at the row.
      if (error instanceof Error) error.stack = `${error.name}: ${error.message}`;
      throw error;
    }
  });
});

function conforms(row: SpecRow, index: number): void {
  // A failure names the rule and where it is written: the owner's specification (docs/vorgaben.md) fixes this text,
  // figure or structure, and the row of the table holds it. A change the owner made on purpose changes the row.
  // What it compares are strings and numbers only: an element handed to expect is printed whole, with its document
  // (a linkedom node's parents and siblings), which overflowed the stack instead of naming the row.
  const rule = `Spec row ${index + 1}, test/common/spec-texts.ts:${rowLine(row)} ("${row.says}", docs/vorgaben.md)`;
  const page = pages.get(row.route);
  if (!page) throw new Error(`${rule}: no page for ${row.route}`);
  if ('html' in row) {
    expect(page.html.includes(row.html), `${rule}: "${row.html}" in the HTML of ${row.route}`).toBe(true);
    return;
  }
  const found = [...page.document.querySelectorAll(row.within)];
  const where = `${rule}: ${row.within} on ${row.route}, ${found.length} found`;
  if ('count' in row) {
    expect(found.length, where).toBe(row.count);
    return;
  }
  expect(found.length, where).toBeGreaterThan(0);
  if ('text' in row) {
    expect(found.map((element) => text(element)).join(' | '), where).toContain(row.text);
  } else if ('attribute' in row) {
    expect(
      found.map((element) => element.getAttribute(row.attribute)),
      where,
    ).toContain(row.value);
  } else if ('links' in row) {
    const hrefs = found.flatMap((element) =>
      [...(element.matches('a') ? [element] : []), ...element.querySelectorAll('a')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
    );
    for (const start of row.links)
      expect(
        hrefs.some((href) => href.startsWith(start)),
        `${where}: ${start}`,
      ).toBe(true);
  } else {
    const values = found.map((element) => element.getAttribute(row.by) ?? '');
    if (row.inOrder) expect(values, where).toEqual([...row.values]);
    else expect(values.toSorted(), where).toEqual([...row.values].toSorted());
  }
}
