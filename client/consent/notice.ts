// The consent notice, built only where it asks (a visitor who came through an ad, or the footer's settings): drawn docked
// at the bottom over the page instead of in its flow, so it moves nothing and costs the HTML nothing, but placed right
// after the skip link, so that the keyboard and a screen reader's reading reach it first. A region named by its title
// for screen readers (not drawn), three short lines, the two answers as equal buttons and "Details", which open a sheet
// over the page with the short summary of the measurement (src/content/consent.ts, `consentSheet`), both answers and a
// link to the privacy policy's full section. The summary comes in this code (the build writes its lines), not fetched:
// the sheet opens at once, also offline. Escape in the notice puts it away for this page without an answer. While the
// notice shows, the page keeps its height as room at the bottom, so that nothing focused hides under it (WCAG 2.4.11).
// Looks: src/site-rules.css, [data-consent-notice] and [data-consent-dialog]; docs/verhalten.md.
import { consentText } from '../../src/content/consent.ts';

/** The privacy policy's section on the measurement (src/content/consent.ts), handed over by the build. */
declare const __CONSENT_DETAILS__: string;
/** The sheet's lines: the section's short summary (`consentSheet`, src/content/consent.ts), written by the build. */
declare const __CONSENT_SHEET__: string[];

/** On <html> while the notice shows: the room it takes, for scroll padding and the page's end (src/site-rules.css). */
const SHOWING = 'data-consent-showing';
/**
 * The notice's words go into its live region this long after the region is in the page: browsers pass changes to
 * screen readers in batches, and a region that arrives already filled is not announced by every one of them. Until
 * then the notice is not drawn (src/site-rules.css), so that it appears whole.
 */
const ANNOUNCE_MS = 300;

/** An element with its attributes and children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * "Akzeptieren" and "Ablehnen", equal: in the notice and at the sheet's foot (client/consent/index.ts answers both). In
 * no form, so they submit nothing.
 */
const answers = (...more: Node[]) =>
  element(
    'div',
    {},
    element('button', { 'data-consent-choice': 'granted' }, consentText.accept),
    element('button', { 'data-consent-choice': 'denied' }, consentText.decline),
    ...more,
  );

const root = document.documentElement;
let notice: HTMLElement | undefined;
let sheet: HTMLDialogElement | undefined;

/** Shows the notice (once); `focus` moves the keyboard to it, as after the footer's settings. */
export function showNotice(focus: boolean): void {
  if (!notice) {
    // A polite live region: the notice asks, but need not interrupt what a screen reader is reading.
    const words = element('p', { role: 'status' });
    // The title names the region and is not drawn: drawn, it would take the room of the words' third line.
    notice = element(
      'section',
      { 'aria-label': consentText.title, tabindex: '-1', 'data-consent-notice': '' },
      words,
      answers(element('button', { 'data-consent-details': '' }, consentText.details)),
    );
    // Escape puts it away for this page, as not answering would: nothing is stored and nothing of Google loads; the
    // next page, and the footer's settings at once, ask again (docs/verhalten.md). Only from within it: Escape on the
    // page closes the menu or the sheet, not the notice.
    notice.addEventListener('keydown', (event) => event.key === 'Escape' && hideNotice());
    // Right after the skip link where there is one (src/components/Header.tsx), else first.
    document.body.prepend(notice);
    document.querySelector('.skip-link')?.after(notice);
    setTimeout(() => words.append(consentText.summary), ANNOUNCE_MS);
    // Its height, on the page, as the room to keep at the bottom; a change of size (a font, a rotation) follows.
    new ResizeObserver(() => root.style.setProperty('--consent-room', `${notice?.offsetHeight}px`)).observe(notice);
  }
  root.setAttribute(SHOWING, '');
  notice.hidden = false;
  if (focus) notice.focus();
}

/** Hides the notice and its sheet: the visitor answered, here or in another tab, or put it away with Escape. */
export function hideNotice(): void {
  sheet?.close();
  if (!notice) return;
  notice.hidden = true;
  root.removeAttribute(SHOWING);
}

/**
 * Opens the sheet over the page: its title, a close control at its top, the summary, the link to the privacy policy's
 * section and both answers at its foot. A modal <dialog>: the page behind it is inert, Escape closes it as the close
 * control does, and the browser gives the keyboard back to "Details". Every engine this code is built for (Vite's
 * baseline target) has it.
 */
export function openDetails(): void {
  if (!sheet) {
    sheet = element(
      'dialog',
      { 'aria-label': consentText.title, 'data-consent-dialog': '' },
      // A form of method "dialog" closes the dialog without script of its own.
      element(
        'div',
        {},
        element('h2', {}, consentText.title),
        element('form', { method: 'dialog' }, element('button', {}, consentText.close)),
      ),
      element('ul', {}, ...__CONSENT_SHEET__.map((line) => element('li', {}, line))),
      element('a', { href: __CONSENT_DETAILS__ }, consentText.fullText),
      answers(),
    );
    document.body.append(sheet);
  }
  sheet.showModal();
}
