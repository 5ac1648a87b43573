// The Vite plugins and defines of the site's own modules, one list for the build (vite.config.ts) and the test
// configurations (test/unit, test/worker): pictures (`?picture`), the icon sprite and the WhatsApp QR code. The
// Cloudflare plugin, Tailwind and the client assets stay in vite.config.ts; the worker tests add their own runtime.
import type { Plugin } from 'vite';
import { googleAdsProblem } from '../src/consent/google-ads-setting.ts';
import { consentVersion } from '../src/consent/version.ts';
import { consentSheet, GOOGLE_ADS_SECTION_ID } from '../src/content/consent.ts';
import { paths } from '../src/routes.ts';
import { operator, overridesFromEnvironment, settings } from '../src/site.ts';
import { iconSprite } from './icon-sprite.ts';
import { pictures } from './pictures/plugin.ts';
import { whatsappQr } from './whatsapp-qr.ts';

/** The plugins every build and test of the site's modules needs. */
export function sitePlugins(): Plugin[] {
  return [pictures(), ...iconSprite(), whatsappQr()];
}

export interface SiteDefines {
  /** Names the deploy: the pages' ETag and edge-cache key. */
  readonly buildId: string;
  /** `vite dev`: no page cache, no CSP (Vite injects its own scripts). */
  readonly devServer: boolean;
}

/** The constants the site's modules read (src/virtual.d.ts declares them). */
export function siteDefines({ buildId, devServer }: SiteDefines): Record<string, string> {
  // The deploy guard's check, here too: a build (or `npm start`) with a tag or label that cannot work stops, naming it.
  const adsProblem = googleAdsProblem(settings.googleAds);
  if (adsProblem) throw new Error(`settings.googleAds in src/site.ts: ${adsProblem}`);
  return {
    __BUILD_ID__: JSON.stringify(buildId),
    // The footer's copyright year: pages are constant per deploy (ETag), so they take their year from the build.
    __BUILD_YEAR__: String(new Date().getFullYear()),
    __DEV_SERVER__: JSON.stringify(devServer),
    // The Google Ads setting (src/site.ts, overrides included): the browser bundle leaves all consent and tag code out
    // while it is null.
    __GOOGLE_ADS__: JSON.stringify(settings.googleAds),
    // What a stored answer must name to count (src/consent/version.ts); null while the setting is off.
    __CONSENT_VERSION__: JSON.stringify(settings.googleAds ? consentVersion(settings.googleAds) : null),
    // Where the consent notice's details stand (the privacy policy's section), without the route table in the bundle.
    __CONSENT_DETAILS__: JSON.stringify(`${paths.datenschutz}#${GOOGLE_ADS_SECTION_ID}`),
    // The lines of the notice's sheet, the section's short summary (src/content/consent.ts), as text: the browser gets
    // the words, not the code that writes them from the setting and the operator's name; null while the setting is off.
    __CONSENT_SHEET__: JSON.stringify(
      settings.googleAds && Object.values(consentSheet(settings.googleAds, operator.companyName)),
    ),
    ...siteOverrides(),
  };
}

/**
 * What BEMEDICS_SITE_OVERRIDES holds (JSON: facts, confirmations and settings for a test build of the site as it will be
 * live; `SiteOverrides` in src/site.ts), handed to the bundles, so the worker reads what Node reads.
 */
function siteOverrides(): Record<string, string> {
  return { __SITE_OVERRIDES__: JSON.stringify(overridesFromEnvironment()) };
}
