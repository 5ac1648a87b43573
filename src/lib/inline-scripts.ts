// The site's inline scripts but edit mode's (src/edit-mode/restore-scripts.ts): the headings' font switch, the client
// loader, the 404 log. Each is a constant per deploy (no per-request data), so a Content-Security-Policy can allow it
// by hash.
import type { GoogleAds } from '../site.ts';
import { PAGE_GLOBALS } from './page-globals.ts';

const { heldClicks } = PAGE_GLOBALS;

/**
 * Switches the headings to their web font (src/site-rules.css, `html[data-fonts]`) once the page has loaded and the
 * browser has reported its first paint: the font is then requested after that paint, so it never competes with the
 * HTML and the stylesheet for a slow connection or holds back the largest text (Lighthouse counts every request that
 * starts before it). Load alone is not enough (a light page loads before its first paint), and frames are not either:
 * the paint a browser reports is when the frame reached the screen, which can come after the next frame's script ran
 * (docs/gestaltung.md, "Schrift"). Where a browser reports no paints, two frames after load stand in. The font is
 * fetched first (`document.fonts.load`, which loads the stylesheet's face without setting it anywhere) and the
 * headings switch once it is there: switching first would lay the page out twice, once with the fallback while the
 * font loads and again when it arrives (4.6 ms more layout on the landing page, docs/messungen.md). Where the font
 * fails to load, the switch still happens and the fallback face stays. Until then, and without script, the headings
 * are set in the size-matched local serif.
 */
export const headingFontScript =
  "addEventListener('load',function(){var d=document;function s(){d.documentElement.setAttribute('data-fonts','')}function f(){var F=d.fonts;F&&F.load?F.load('600 1em Newsreader').then(s,s):s()}var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){new P(function(l,o){o.disconnect();f()}).observe({type:'paint',buffered:true})}else{requestAnimationFrame(function(){requestAnimationFrame(f)})}})";

/** The not-found page logs its path in the browser too, as the spec asks. */
export const notFoundLogScript =
  "console.error('404 Error: User attempted to access non-existent route:',location.pathname)";

/**
 * The name of the site's one Trusted Types policy. While Google Ads is off, the Content-Security-Policy requires Trusted
 * Types for scripts and allows this name once (src/http/content-security-policy.ts, docs/sicherheit.md): the client
 * loader is the only code of ours that sets a script's address, and no code of ours writes HTML into the page, so an
 * injected `el.innerHTML = …` throws. With Google Ads on, Google's tag writes script addresses and HTML of its own, and
 * the header requires nothing.
 */
export const TRUSTED_TYPES_POLICY = 'bemedics';

/** The Trusted Types policy the pages create for the Google Ads setting: none while it is on. */
export function trustedTypesPolicyFor(googleAds: GoogleAds | null): string | null {
  return googleAds ? null : TRUSTED_TYPES_POLICY;
}

/**
 * Loads the client entry once the page has loaded: the islands only add behaviour, so their JavaScript should not
 * compete with the HTML and images for a slow connection before the first paint (it would delay it by ~0.7 s on
 * Lighthouse's mobile profile). Without script, or before it runs, every link and the form still work. A click on an
 * island's button before then (which has no action without script) is kept for the entry and loads it at once.
 * With a Trusted Types policy (`trustedTypesPolicyFor`), the entry's address passes through it, created once here and
 * reachable by no other script; an engine without Trusted Types takes the address as it is. Without one, the loader
 * has not a byte of it (the landing page with Google Ads is within a few bytes of its budget, docs/messungen.md).
 */
export function clientLoaderScript(src: string, trustedTypesPolicy: string | null): string {
  const address = JSON.stringify(src);
  const trusted = trustedTypesPolicy
    ? `,u=${address},t=window.trustedTypes;t&&(u=t.createPolicy(${JSON.stringify(trustedTypesPolicy)},{createScriptURL:function(a){return a}}).createScriptURL(u))`
    : '';
  return `(function(){var s,h=window.${heldClicks}=[]${trusted};function l(){if(s)return;s=document.createElement('script');s.type='module';s.src=${trustedTypesPolicy ? 'u' : address};document.body.appendChild(s)}addEventListener('load',l);document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-island] button[type=button]');if(b&&window.${heldClicks}===h){h.push(b);l()}},true)})()`;
}

/** JSON for an inline script: `<` escaped, so no value (the owner's labels, a FAQ text) can end the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
