// Security headers on every response the worker writes (pages, 404, 500, 304, crawler files): a strict CSP that
// allows our few constant inline scripts by hash (content-security-policy.ts), and the table every answer carries
// (src/http/policies.ts).

import assets from 'virtual:client-assets';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { CONSENT_KEY } from '../consent/choice.ts';
import { consentVersion } from '../consent/version.ts';
import { restoreBodyScript, restoreHeadScript } from '../edit-mode/restore-scripts.ts';
import { clientLoaderScript, consentAskScript, headingFontScript, notFoundLogScript } from '../lib/inline-scripts.ts';
import { settings } from '../site.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { SECURITY_HEADERS, UNUSED_FEATURES } from './policies.ts';

/** The inline scripts the pages can contain: each a constant per deploy, so each has one hash. */
export const INLINE_SCRIPTS = [
  headingFontScript,
  restoreHeadScript,
  restoreBodyScript,
  clientLoaderScript(assets.script),
  notFoundLogScript,
  ...(settings.googleAds ? [consentAskScript(CONSENT_KEY, consentVersion(settings.googleAds))] : []),
];

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

async function createMiddleware(): Promise<MiddlewareHandler> {
  const scriptHashes = await Promise.all(INLINE_SCRIPTS.map(sha256));
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(settings.googleAds, scriptHashes),
    strictTransportSecurity: SECURITY_HEADERS['Strict-Transport-Security'],
    xFrameOptions: SECURITY_HEADERS['X-Frame-Options'],
    xContentTypeOptions: SECURITY_HEADERS['X-Content-Type-Options'],
    referrerPolicy: SECURITY_HEADERS['Referrer-Policy'],
    crossOriginOpenerPolicy: SECURITY_HEADERS['Cross-Origin-Opener-Policy'],
    crossOriginResourcePolicy: SECURITY_HEADERS['Cross-Origin-Resource-Policy'],
    crossOriginEmbedderPolicy: false,
    xXssProtection: '0',
    // Read only by Internet Explorer and by Flash and old PDF readers: bytes on every page that no visitor's browser reads.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    // Written by Hono as SECURITY_HEADERS['Permissions-Policy'] reads (a worker test compares them).
    permissionsPolicy: Object.fromEntries(UNUSED_FEATURES.map((feature) => [feature, false])),
    removePoweredBy: true,
  });
}

let middleware: Promise<MiddlewareHandler> | undefined;

/** `vite dev` injects its own scripts and styles, so there the policy would only get in the way. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    if (__DEV_SERVER__) return next();
    middleware ??= createMiddleware();
    return (await middleware)(c, next);
  };
}
