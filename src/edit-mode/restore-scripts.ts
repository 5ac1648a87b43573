// Edit mode's two inline scripts, which put the owner's saved texts in place before the first paint. Constants per
// deploy, allowed by hash in the Content-Security-Policy like the site's other inline scripts (src/lib/inline-scripts.ts).
import { PAGE_GLOBALS } from '../lib/page-globals.ts';
import { EDITABLE_KEYS } from './editable-keys.ts';
import { MAX_TEXT_LENGTH, parseSavedTexts, STORAGE_KEY } from './saved-texts.ts';

const { savedTexts, defaultTexts } = PAGE_GLOBALS;

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
