// The consent notice, built only where it asks (a visitor who came through an ad, or the footer's settings): docked at
// the bottom over the page instead of in its flow, so it moves nothing and costs the HTML nothing; a title that names
// its region for screen readers (not drawn), three short lines, the two answers as equal buttons and "Details", which
// opens the privacy policy's section on the measurement, its short summary first, in a dialog over the page (fetched
// from it, so its text stands once). While it shows, the page keeps its height as room at
// the bottom, so that nothing focused hides under it (WCAG 2.4.11). Looks: src/site-rules.css, [data-consent-notice].
import { consentText, GOOGLE_ADS_SECTION_ID } from '../../src/content/consent.ts';

/** The privacy policy's section on the measurement (src/content/consent.ts), handed over by the build. */
declare const __CONSENT_DETAILS__: string;

const TITLE_ID = 'einwilligung-titel';
/** On <html> while the notice shows: the room it takes, for scroll padding and the page's end (src/site-rules.css). */
const SHOWING = 'data-consent-showing';

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

let notice: HTMLElement | undefined;
let room: ResizeObserver | undefined;

/** Shows the notice (once); `focus` moves the keyboard to it, as after the footer's settings. */
export function showNotice(focus: boolean): void {
  if (!notice) {
    notice = element(
      'section',
      { 'aria-labelledby': TITLE_ID, 'data-consent-notice': '' },
      element('h2', { id: TITLE_ID, tabindex: '-1' }, consentText.title),
      element('p', {}, consentText.summary),
      element(
        'div',
        {},
        element('button', { type: 'button', 'data-consent-choice': 'granted' }, consentText.accept),
        element('button', { type: 'button', 'data-consent-choice': 'denied' }, consentText.decline),
        element('a', { href: __CONSENT_DETAILS__, 'data-consent-details': '' }, consentText.details),
      ),
    );
    document.body.append(notice);
    // Its height, on the page, as the room to keep at the bottom; a change of size (a font, a rotation) follows.
    const root = document.documentElement;
    room = new ResizeObserver(() => root.style.setProperty('--consent-room', `${notice?.offsetHeight ?? 0}px`));
    room.observe(notice);
  }
  document.documentElement.setAttribute(SHOWING, '');
  notice.hidden = false;
  if (focus) notice.querySelector<HTMLElement>(`#${TITLE_ID}`)?.focus();
}

export function hideNotice(): void {
  if (!notice) return;
  notice.hidden = true;
  document.documentElement.removeAttribute(SHOWING);
}

let details: HTMLDialogElement | undefined;

/** The privacy policy's section on the measurement: this page's own where it is the policy, else fetched from it. */
async function detailsSection(href: string): Promise<Element | undefined> {
  const here = document.getElementById(GOOGLE_ADS_SECTION_ID);
  if (here) return here.cloneNode(true) as Element;
  const response = await fetch(href).catch(() => undefined);
  if (!response) return undefined; // no connection: nothing to show yet
  if (!response.ok) throw new Error(`${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const section = page.getElementById(GOOGLE_ADS_SECTION_ID);
  if (!section) throw new Error('no section');
  return document.adoptNode(section);
}

/**
 * Opens the details over the page. Without <dialog>, or when the answer is not the page (a newer deploy's, say), the link
 * goes to the privacy policy as it would without script; without a connection, where that would show the browser's
 * error page, the click is kept and the details open once the connection is back.
 */
export async function openDetails(link: HTMLAnchorElement): Promise<void> {
  if (typeof HTMLDialogElement !== 'function') {
    location.assign(link.href);
    return;
  }
  try {
    const section = await detailsSection(link.href);
    if (!section) {
      addEventListener('online', () => void openDetails(link), { once: true });
      return;
    }
    section.removeAttribute('id');
    details?.remove();
    details = element(
      'dialog',
      { 'aria-labelledby': `${TITLE_ID}-details`, 'data-consent-dialog': '' },
      section,
      // A form of method "dialog" closes the dialog without script; Escape closes it as well.
      element('form', { method: 'dialog' }, element('button', { type: 'submit' }, consentText.close)),
    );
    // The dialog opens at its heading, for reading from the top; its links and the button follow.
    const heading = section.querySelector('h2');
    heading?.setAttribute('id', `${TITLE_ID}-details`);
    heading?.setAttribute('tabindex', '-1');
    heading?.setAttribute('autofocus', '');
    document.body.append(details);
    details.showModal();
  } catch {
    location.assign(link.href);
  }
}
