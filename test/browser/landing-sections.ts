// The landing page's sections as the spec orders them (test/common/spec-texts.ts), and an in-page query for where each one is. Shared by the
// Chromium layer and the engine layer (a plain function, so playwright and the engine helper both can run it).

import { SPEC_SECTIONS } from '../common/spec-texts.ts';

/** The sections of the landing page in the spec's order (their ids; the hero by its data-section name). */
export const SECTIONS: readonly string[] = SPEC_SECTIONS;

/** Runs in the page: every `[data-section]` in document order, with its top (from the page's start) and height. */
export function sectionBoxes(): { name: string | null; top: number; height: number }[] {
  return [...document.querySelectorAll('[data-section]')].map((node) => ({
    name: node.getAttribute('data-section'),
    top: node.getBoundingClientRect().top + window.scrollY,
    height: node.getBoundingClientRect().height,
  }));
}
