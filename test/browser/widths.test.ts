// Every page at every window width from 320 to 1920 px: nothing sticks out sideways, a WhatsApp button is in view and
// not covered without scrolling, and no e-mail address, phone number, price or figure with its unit breaks across
// lines. A layout that works at 390 and 1280 px can still fail in between (a header whose buttons no longer fit, a
// card too narrow for an address), so the test walks the widths instead of sampling two. One page per route, resized
// from width to width and measured in one script per width, keeps 46 widths of every route within a few seconds.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { contact } from '../../src/site.ts';
import { chromiumForFile, openPage, routes, settled } from './chromium.ts';

const browser = chromiumForFile();

/** 320 to 1920 px in steps of 40, and the widths of common phones and tablets the steps miss. */
const WIDTHS = [
  ...new Set([...Array.from({ length: 41 }, (_, step) => 320 + step * 40), 375, 390, 768, 820, 1024]),
].toSorted((a, b) => a - b);

/** Phones are checked at the 664 px Safari leaves between its bars (phone.test.ts), everything else at 800 px. */
const heightAt = (width: number) => (width < 480 ? 664 : 800);

/** What must stay on one line, in the order a match is named when two patterns find the same characters. */
interface Pattern {
  readonly kind: 'e-mail' | 'phone' | 'price' | 'figure';
  readonly source: string;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

const PATTERNS: readonly Pattern[] = [
  { kind: 'e-mail', source: literal(contact.email) },
  // The number as the facts write it; a space may be rendered as a no-break space.
  { kind: 'phone', source: literal(contact.phoneDisplay).replace(/ /g, String.raw`\s`) },
  // "2.299 EUR": not the tail of a longer number ("12.299 EUR" is one price, not "2.299 EUR").
  { kind: 'price', source: String.raw`(?<![\d.,])\d{1,3}(?:\.\d{3})*\sEUR(?![\p{L}\d])` },
  // A figure and its unit: "90–95 %", "12–14 Monaten", "4.000 Grafts", "9:00–19:00 Uhr", "1,5 Tage". The number takes
  // thousands groups ("4.000"), a decimal comma or a time ("1,5", "9:00") and a range with or without spaces ("2-3",
  // "12 – 14"), and begins where a number begins (not at "000 Grafts" inside "4.000 Grafts"). The unit is a whole word
  // ("Tage", not the start of "Tagesklinik"); the plural forms are listed after the singular because the lookahead
  // rejects "Tage" in "Tagen" and the alternation then tries the longer form. A number followed by an ordinary noun
  // ("3 Schritte") may break: only units, whose number means nothing without them.
  {
    kind: 'figure',
    source: String.raw`(?<![\d.,:])\d+(?:\.\d{3})*(?:[,:]\d+)?(?:\s?[–-]\s?\d+(?:\.\d{3})*(?:[,:]\d+)?)?\s(?:%|Prozent|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren|Grafts|Uhr|EUR)(?![\p{L}\d])`,
  },
];

interface Measured {
  readonly viewportWidth: number;
  readonly scrollWidth: number;
  readonly scrollY: number;
  /** Rendered elements and texts reaching beyond the viewport's sides, outermost first. */
  readonly outside: string[];
  /** Each visible WhatsApp link: where it is and whether it is fully in view and on top. */
  readonly whatsapp: { readonly ok: boolean; readonly text: string }[];
  /** Runs that broke where they must not: what, where, and the lines they broke into. */
  readonly broken: { readonly kind: string; readonly text: string; readonly where: string; readonly lines: string[] }[];
  /** How many runs of each kind were checked, so that "nothing broke" means something. */
  readonly checked: Record<string, number>;
}

/**
 * Runs in the page, after two frames: every measurement of one width. Self-contained (Playwright sends its source),
 * so the helpers are local constants.
 */
async function measure(patterns: readonly Pattern[]): Promise<Measured> {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  // The viewport without a classic scrollbar: window.innerWidth × innerHeight in the headless shell, which draws none,
  // and the stricter bound wherever a scrollbar takes room.
  const { clientWidth: viewportWidth, clientHeight: viewportHeight } = document.documentElement;
  const SLACK = 0.5;

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };
  /** A memo of a question about an element that its ancestors answer too: asked once per element per width. */
  const inherited = (own: (element: Element) => boolean) => {
    const memo = new Map<Element, boolean>();
    const ask = (element: Element | null): boolean => {
      if (!element || element === document.body) return false;
      let answer = memo.get(element);
      if (answer === undefined) {
        answer = own(element) || ask(element.parentElement);
        memo.set(element, answer);
      }
      return answer;
    };
    return ask;
  };
  /** Visually hidden but read out (`sr-only`): clipped to nothing, or a 1×1 px box that clips its content. */
  const visuallyHidden = inherited((element) => {
    const { clip, clipPath, overflowX } = style(element);
    if (clip.startsWith('rect(0') || /^(inset\(50%|rect\(0)/.test(clipPath)) return true;
    const box = element.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1 && overflowX !== 'visible';
  });
  /** In a closed <details> (not its summary) or a closed popover: not shown until opened. */
  const closed = inherited((element) => {
    if (element.matches('[popover]:not(:popover-open)')) return true;
    const details = element.parentElement;
    return details instanceof HTMLDetailsElement && !details.open && element.localName !== 'summary';
  });
  /** Inside a box that scrolls sideways (the reviews on a phone): what goes past the screen is scrolled to, not lost. */
  const scrolled = inherited((element) => {
    const parent = element.parentElement;
    return parent !== null && parent !== document.body && /auto|scroll/.test(style(parent).overflowX);
  });
  const hidden = (element: Element) =>
    !element.checkVisibility({ visibilityProperty: true }) || closed(element) || visuallyHidden(element);

  const round = (value: number) => Math.round(value * 10) / 10;
  const boxText = (box: DOMRect) =>
    `x ${round(box.left)}…${round(box.right)}, y ${round(box.top)}…${round(box.bottom)}`;
  const describe = (element: Element) => {
    const data = [...element.attributes]
      .filter((attribute) => attribute.name.startsWith('data-'))
      .map((attribute) => (attribute.value ? `[${attribute.name}="${attribute.value}"]` : `[${attribute.name}]`))
      .join('');
    const classes = [...element.classList].slice(0, 6).join('.');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${data}> "${text}"`;
  };
  const beyondSides = (box: DOMRect) =>
    box.width > 0 && box.height > 0 && (box.left < -SLACK || box.right > viewportWidth + SLACK);

  // a. Elements and texts beyond the sides, each reported once with what sticks out inside it.
  const outside: { line: string; inside: number }[] = [];
  const reported = new Map<Element, (typeof outside)[number]>();
  const report = (element: Element, line: string) => {
    for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
      const outer = reported.get(ancestor);
      if (outer) {
        outer.inside++;
        return;
      }
    }
    const entry = { line, inside: 0 };
    reported.set(element, entry);
    outside.push(entry);
  };
  const elements = [...document.body.querySelectorAll('*')];
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    if (beyondSides(box) && !hidden(element) && !scrolled(element))
      report(element, `${describe(element)} ${boxText(box)}`);
  }

  // b. The WhatsApp links that are shown, and whether one is fully in view at the top of the page and not covered.
  const whatsapp = [...document.querySelectorAll('a[href^="https://wa.me/"]')]
    .filter((link) => {
      const box = link.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !hidden(link);
    })
    .map((link) => {
      const box = link.getBoundingClientRect();
      const region = link.closest('[data-header-actions], [data-mobile-bar], [data-section], [data-footer], [popover]');
      const name = `${describe(link)} in ${region ? describe(region).split('>')[0] : 'the page'}> at ${boxText(box)}`;
      if (
        box.left < -SLACK ||
        box.top < -SLACK ||
        box.right > viewportWidth + SLACK ||
        box.bottom > viewportHeight + SLACK
      ) {
        return { ok: false, text: `${name}: not fully in the ${viewportWidth}×${viewportHeight} viewport` };
      }
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !link.contains(top)) {
        return { ok: false, text: `${name}: covered by ${top ? describe(top) : 'nothing'}` };
      }
      return { ok: true, text: name };
    });

  // c. Text runs: the rendered text of one block, across inline elements (a price in <strong>, an address split at a
  // <wbr>), in document order. A block of its own (a flex item, an inline-block, a hidden part) ends the run.
  const runs: { nodes: Text[]; starts: number[]; text: string; block: Element }[] = [];
  const blockOf = (element: Element) => {
    let block = element;
    while (block !== document.body && /^(inline|contents)$/.test(style(block).display) && block.parentElement) {
      block = block.parentElement;
    }
    return block;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let run: (typeof runs)[number] | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || hidden(parent)) {
      run = undefined;
      continue;
    }
    const block = blockOf(parent);
    if (!run || run.block !== block) {
      run = { nodes: [], starts: [], text: '', block };
      runs.push(run);
    }
    run.starts.push(run.text.length);
    run.nodes.push(text);
    run.text += text.data;
    // Text that sticks out of its box is not an element's box: check it too (a no-wrap run wider than its card).
    if (!scrolled(parent)) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (beyondSides(box))
        report(parent, `text "${text.data.trim().slice(0, 40)}" in ${describe(parent)} ${boxText(box)}`);
    }
  }

  /** The text node and offset of a position in a run; an end position stays in the node of the character before it. */
  const at = (current: (typeof runs)[number], offset: number, end: boolean) => {
    let index = current.starts.length - 1;
    const startOf = (position: number) => current.starts[position] ?? 0;
    while (index > 0 && (end ? startOf(index) >= offset : startOf(index) > offset)) index--;
    const node = current.nodes[index];
    if (!node) throw new Error(`no text at ${offset} in "${current.text}"`);
    return { node, offset: offset - startOf(index) };
  };
  /** The lines a stretch of a run is drawn on, as text: one box per character, a new line where a character starts
   * left of where the previous one ended and lower (tops alone would split a large figure from its smaller unit). */
  const linesOf = (current: (typeof runs)[number], from: number, to: number) => {
    const lines: string[] = [];
    let line = '';
    let previous: DOMRect | undefined;
    for (let offset = from; offset < to; offset++) {
      const start = at(current, offset, false);
      const range = document.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(start.node, start.offset + 1);
      const box = [...range.getClientRects()].find((rect) => rect.width > 0);
      if (box && previous && box.top > previous.top + 2 && box.left < previous.right - 1) {
        lines.push(line);
        line = '';
      }
      if (box) previous = box;
      line += current.text[offset];
    }
    lines.push(line);
    return lines;
  };

  const broken: Measured['broken'] = [];
  const checked: Record<string, number> = {};
  for (const current of runs) {
    const seen = new Set<string>();
    for (const pattern of patterns) {
      for (const match of current.text.matchAll(new RegExp(pattern.source, 'gu'))) {
        const from = match.index;
        const to = from + match[0].length;
        if (seen.has(`${from}:${to}`)) continue;
        seen.add(`${from}:${to}`);
        checked[pattern.kind] = (checked[pattern.kind] ?? 0) + 1;
        // Most runs lie in one text node on one line: one box, nothing more to look at.
        const start = at(current, from, false);
        const end = at(current, to, true);
        const range = document.createRange();
        range.setStart(start.node, start.offset);
        range.setEnd(end.node, end.offset);
        if ([...range.getClientRects()].filter((rect) => rect.width > 0).length <= 1) continue;
        const lines = linesOf(current, from, to);
        // An e-mail address may break after its "@" (the only place a reader expects it), and nowhere else.
        const afterAt = pattern.kind === 'e-mail' && lines.length === 2 && (lines[0] ?? '').trimEnd().endsWith('@');
        if (lines.length > 1 && !afterAt) {
          broken.push({ kind: pattern.kind, text: match[0], where: describe(current.block), lines });
        }
      }
    }
  }

  return {
    viewportWidth,
    scrollWidth: document.documentElement.scrollWidth,
    scrollY: window.scrollY,
    outside: outside.map(({ line, inside }) => (inside ? `${line} (and ${inside} more inside it)` : line)),
    whatsapp,
    broken,
    checked,
  };
}

async function atWidth(page: Page, width: number): Promise<Measured> {
  await page.setViewportSize({ width, height: heightAt(width) });
  return page.evaluate(measure, PATTERNS);
}

it.each(routes)(
  '%s: at every width from 320 to 1920 px nothing sticks out sideways, WhatsApp is in view, no figure breaks',
  async (path) => {
    // Any size to start with: the first width is set before the first measurement like every other.
    const { page, close } = await openPage(browser(), 'desktop', path, { viewport: { width: 320, height: 664 } });
    await settled(page);
    const failures: string[] = [];
    const checked: Record<string, number> = {};
    for (const width of WIDTHS) {
      const size = `${width}×${heightAt(width)}`;
      const measured = await atWidth(page, width);
      if (measured.scrollY !== 0)
        failures.push(`${size} [whatsapp] the page scrolled by itself to ${measured.scrollY}`);
      if (measured.scrollWidth > measured.viewportWidth) {
        failures.push(`${size} [overflow] the page is ${measured.scrollWidth} px wide`);
      }
      for (const line of measured.outside) failures.push(`${size} [overflow] ${line}`);
      if (!measured.whatsapp.some((link) => link.ok)) {
        const links = measured.whatsapp.map((link) => `\n    ${link.text}`).join('') || ' none shown';
        failures.push(`${size} [whatsapp] no WhatsApp link in view and on top:${links}`);
      }
      for (const run of measured.broken) {
        failures.push(
          `${size} [break] ${run.kind} "${run.text}" in ${run.where} broke into ${run.lines.map((line) => `"${line}"`).join(' | ')}`,
        );
      }
      for (const [kind, count] of Object.entries(measured.checked)) checked[kind] = (checked[kind] ?? 0) + count;
    }
    await close();
    // Every page names the e-mail address (footer), so a check that finds none looks at nothing.
    expect(checked['e-mail'] ?? 0, `e-mail addresses checked on ${path}`).toBeGreaterThan(0);
    expect(failures.length, `${path}: ${failures.length} failures\n${failures.join('\n')}\n`).toBe(0);
  },
);
