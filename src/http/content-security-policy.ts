// The Content-Security-Policy of every answer the worker writes (src/http/security-headers.ts sets it through Hono's
// secureHeaders), as a function of the Google Ads setting and the hashes of the site's inline scripts: so a test can
// judge the policy on both sides of the setting, whatever src/site.ts says today (test/unit/content-security-policy.test.ts,
// with Google's CSP Evaluator).
import type { secureHeaders } from 'hono/secure-headers';
import { GOOGLE_ADS_HOSTS } from '../consent/google-hosts.ts';
import { trustedTypesPolicyFor } from '../lib/inline-scripts.ts';
import type { GoogleAds } from '../site.ts';

/** Hono's option for the policy, in its camelCase directive names. */
export type ContentSecurityPolicy = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>;

/**
 * Which scripts may run. Without Google Ads: the site's own files ('self') and its inline scripts by hash. With it,
 * Google's tag loads further scripts from hosts that also serve JSONP endpoints and old Angular libraries (www.google.com,
 * googleads.g.doubleclick.net, www.googleadservices.com), and naming those hosts would let any such endpoint run
 * script here (Google's CSP Evaluator rates them HIGH). So instead the policy names no host and trusts what a trusted
 * script adds ('strict-dynamic'): the hashed loader adds the client entry (clientLoaderScript), the entry its modules
 * and Google's tag, the tag its own scripts; a `<script>` in the markup that no hash names runs nowhere. The pages
 * are cached per deploy, so the hashes are the trust anchors, not a per-response nonce. 'unsafe-inline' and https:
 * are only for browsers without 'strict-dynamic': one that knows hashes ignores 'unsafe-inline', one that knows
 * 'strict-dynamic' ignores https: (docs/sicherheit.md).
 */
export function scriptSources(googleAds: GoogleAds | null, scriptHashes: readonly string[]): string[] {
  return googleAds ? ["'strict-dynamic'", ...scriptHashes, "'unsafe-inline'", 'https:'] : ["'self'", ...scriptHashes];
}

export function contentSecurityPolicy(
  googleAds: GoogleAds | null,
  scriptHashes: readonly string[],
): ContentSecurityPolicy {
  // Google's hosts only while Google Ads is switched on; off, the policy names no other host.
  const google = googleAds ? GOOGLE_ADS_HOSTS : { img: [], connect: [], frame: [] };
  // Trusted Types while Google Ads is off: a script address or HTML the page writes must come from the one named policy
  // (the client loader's, src/lib/inline-scripts.ts), created once; an injected `el.innerHTML = …` throws. Google's tag
  // writes both on its own, so with Google Ads on the policy requires nothing (docs/sicherheit.md).
  const policy = trustedTypesPolicyFor(googleAds);
  return {
    defaultSrc: ["'none'"],
    scriptSrc: scriptSources(googleAds, scriptHashes),
    styleSrc: ["'self'"],
    imgSrc: ["'self'", ...google.img],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...google.connect],
    ...(google.frame.length ? { frameSrc: [...google.frame] } : {}),
    manifestSrc: ["'self'"],
    // The contact form without script posts to the provider's mailto: address.
    formAction: ["'self'", 'mailto:'],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    ...(policy ? { requireTrustedTypesFor: ["'script'"], trustedTypes: [policy] } : {}),
  };
}
