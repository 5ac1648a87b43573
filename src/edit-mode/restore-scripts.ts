// Edit mode's two inline scripts, which put the owner's saved texts in place before the first paint. Constants per
// deploy, allowed by hash in the Content-Security-Policy like the site's other inline scripts (src/lib/inline-scripts.ts).
import { UNSAFE_CHARACTER_SOURCE } from '../lib/characters.ts';
import { PAGE_GLOBALS } from '../lib/page-globals.ts';
import { MAX_TEXT_LENGTH, parseSavedTexts, STORAGE_KEY } from './saved-texts.ts';

const { defaultTexts } = PAGE_GLOBALS;

/** Message logged when the saved texts cannot be read (spec: the failure is only logged). */
export const RESTORE_FAILED = 'Gespeicherte Texte konnten nicht geladen werden:';

/**
 * In <head>: if anything is stored, hides the keyed elements until the second script has put the saved texts in place,
 * so that no default flashes first. Storage that cannot be read is left to the second script, which logs it.
 */
export const restoreHeadScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)})!==null)document.documentElement.setAttribute('data-restoring','')}catch(e){}})()`;

/**
 * Right after the keyed elements: reads and checks the saved texts for exactly the keys the page holds (parseSavedTexts,
 * inlined from its source), records each element's own text (the page's default, `window.__defaultTexts`), writes the
 * saved texts as plain text, except where a saved text equals the default (published since: no change), and shows the
 * elements again. A failure to read is only logged, and the defaults stay.
 */
export const restoreBodyScript = `(function(){var n=[].slice.call(document.querySelectorAll('[data-edit-key]')),d=window.${defaultTexts}={},t=null;function k(e){return e.getAttribute('data-edit-key')}try{t=(${parseSavedTexts.toString()})(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)}),n.map(k),${MAX_TEXT_LENGTH},new RegExp(${JSON.stringify(UNSAFE_CHARACTER_SOURCE)},'u'))}catch(e){console.error(${JSON.stringify(
  RESTORE_FAILED,
)},e)}n.forEach(function(e){var v=t&&t[k(e)];d[k(e)]=e.textContent;if(typeof v==='string'&&v!==d[k(e)])e.textContent=v});document.documentElement.removeAttribute('data-restoring')})()`;
