// The landing page's sections as the spec orders them (test/common/spec-texts.ts), and an in-page query for where each one is. Shared by the
// Chromium layer and the engine layer (a plain function, so playwright and the engine helper both can run it).

import { SPEC_SECTIONS } from '../common/spec-texts.ts';

/** The sections of the landing page in the spec's order (their ids; the hero by its data-section name). */
export const SECTIONS: readonly string[] = SPEC_SECTIONS;

/**
 * Runs in the page: every `[data-section]` in document order, with its top (from the page's start) and height, and the
 * footer's top, all in one drawing state. Every section is drawn for the reading and left as it was after it: one not
 * drawn yet counts with its estimate (content-visibility: auto, src/site-rules.css), a little taller than it is drawn,
 * so the tops of undrawn sections and those of drawn ones (say, the footer's after a scroll) are not comparable; with
 * the owner's facts, shorter than the examples, the footer measured after a scroll stood above the contact section
 * measured before it.
 */
export function landingBoxes(): {
  sections: { name: string | null; top: number; height: number }[];
  footerTop: number;
} {
  const drawn = new CSSStyleSheet();
  drawn.replaceSync('* { content-visibility: visible !important; }');
  const before = document.adoptedStyleSheets;
  document.adoptedStyleSheets = [...before, drawn];
  const top = (node: Element | null) => (node?.getBoundingClientRect().top ?? Number.NaN) + window.scrollY;
  const boxes = {
    sections: [...document.querySelectorAll('[data-section]')].map((node) => ({
      name: node.getAttribute('data-section'),
      top: top(node),
      height: node.getBoundingClientRect().height,
    })),
    footerTop: top(document.querySelector('[data-footer]')),
  };
  document.adoptedStyleSheets = before;
  return boxes;
}
