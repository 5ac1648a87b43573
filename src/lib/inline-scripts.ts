// Every inline script of the site. Each is a constant per deploy (no per-request data), so a Content-Security-Policy
// can allow it by hash: the two that put saved texts in place before the first paint, the client loader, the 404 log.
import { EDITABLE_KEYS } from '../content/editable.ts';
import { PAGE_GLOBALS } from './page-globals.ts';
import { MAX_TEXT_LENGTH, parseSavedTexts, STORAGE_KEY } from './saved-texts.ts';

const { savedTexts, defaultTexts, heldClicks } = PAGE_GLOBALS;

/** Message logged when the saved texts cannot be read (spec: the failure is only logged). */
export const RESTORE_FAILED = 'Gespeicherte Texte konnten nicht geladen werden:';

/**
 * In <head>: reads and checks the saved texts; if there are any, keeps them for the second script
 * and hides the keyed elements until then.
 */
export const restoreHeadScript = `(function(){try{var t=(${parseSavedTexts.toString()})(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)}),${JSON.stringify(EDITABLE_KEYS)},${MAX_TEXT_LENGTH});if(t){window.${savedTexts}=t;document.documentElement.setAttribute('data-restoring','')}}catch(e){console.error(${JSON.stringify(
  RESTORE_FAILED,
)},e)}})()`;

/**
 * Right after the keyed elements: records each element's own text (the page's default, `window.__defaultTexts`), then
 * writes the saved texts as plain text, except where a saved text equals the default (published since: no change), and
 * shows the elements again.
 */
export const restoreBodyScript = `(function(){var t=window.${savedTexts},d=window.${defaultTexts}={};document.querySelectorAll('[data-edit-key]').forEach(function(n){var k=n.getAttribute('data-edit-key'),v=t&&t[k];d[k]=n.textContent;if(typeof v==='string'&&v!==d[k])n.textContent=v});document.documentElement.removeAttribute('data-restoring')})()`;

/** Spec §2: the not-found page logs its path in the browser too. */
export const notFoundLogScript =
  "console.error('404 Error: User attempted to access non-existent route:',location.pathname)";

/**
 * Loads the client entry once the page has loaded: the islands only add behaviour, so their JavaScript should not
 * compete with the HTML and images for a slow connection before the first paint (it would delay it by ~0.7 s on
 * Lighthouse's mobile profile). Without script, or before it runs, every link and the form still work. A click on an
 * island's button before then (which has no action without script) is kept for the entry and loads it at once.
 */
export function clientLoaderScript(src: string): string {
  return `(function(){var s,h=window.${heldClicks}=[];function l(){if(s)return;s=document.createElement('script');s.type='module';s.src=${JSON.stringify(
    src,
  )};document.body.appendChild(s)}addEventListener('load',l);document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-island] button[type=button]');if(b&&window.${heldClicks}===h){h.push(b);l()}},true)})()`;
}

/**
 * Loads the full stylesheet without holding up the first paint, where the page has inlined its first screen's rules: a
 * stylesheet the page's script adds is not render-blocking (HTML: only parser-created links are), and no `onload`
 * attribute is needed, which the CSP would refuse. Without script, a <noscript> link loads it the ordinary way.
 */
export function stylesheetLoaderScript(href: string): string {
  return `(function(){var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(href)};document.head.appendChild(l)})()`;
}
