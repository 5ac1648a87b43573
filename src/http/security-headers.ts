// Security headers on every response the worker writes: the table every answer carries (src/http/policies.ts), and on
// HTML documents (pages, 404, 500) also a strict CSP that allows our few constant inline scripts by hash
// (content-security-policy.ts) and the headers only documents read. Crawler files, the manifest and plain-text errors
// get the common table alone.

import assets from 'virtual:client-assets';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { restoreBodyScript, restoreHeadScript } from '../edit-mode/restore-scripts.ts';
import {
  clientLoaderScript,
  headingFontScript,
  notFoundLogScript,
  trustedTypesPolicyFor,
} from '../lib/inline-scripts.ts';
import { settings } from '../site.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { COMMON_HEADERS, DOCUMENT_HEADERS, UNUSED_FEATURES } from './policies.ts';

/** The inline scripts the pages can contain: each a constant per deploy, so each has one hash. */
export const INLINE_SCRIPTS = [
  headingFontScript,
  restoreHeadScript,
  restoreBodyScript,
  clientLoaderScript(assets.script, trustedTypesPolicyFor(settings.googleAds)),
  notFoundLogScript,
];

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The common table, in Hono's options; everything Hono would add on its own switched off. */
const common = {
  strictTransportSecurity: COMMON_HEADERS['Strict-Transport-Security'],
  xContentTypeOptions: COMMON_HEADERS['X-Content-Type-Options'],
  referrerPolicy: COMMON_HEADERS['Referrer-Policy'],
  crossOriginResourcePolicy: COMMON_HEADERS['Cross-Origin-Resource-Policy'],
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xFrameOptions: false,
  xXssProtection: false,
  // Read only by Internet Explorer and by Flash and old PDF readers: bytes on every page that no visitor's browser reads.
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  removePoweredBy: true,
} as const;

interface Middlewares {
  /** An HTML document's headers. */
  readonly document: MiddlewareHandler;
  /** Any other answer's. */
  readonly other: MiddlewareHandler;
}

async function createMiddlewares(): Promise<Middlewares> {
  const scriptHashes = await Promise.all(INLINE_SCRIPTS.map(sha256));
  const document = secureHeaders({
    ...common,
    contentSecurityPolicy: contentSecurityPolicy(settings.googleAds, scriptHashes),
    crossOriginOpenerPolicy: DOCUMENT_HEADERS['Cross-Origin-Opener-Policy'],
    // None of Hono's other defaults for a document: each is bytes of the landing page's first TCP window that no browser
    // the site serves needs (docs/sicherheit.md): X-XSS-Protection (Safari, the last with an XSS filter, dropped it in
    // 15.4), X-Frame-Options (`frame-ancestors 'none'` replaces it in every engine since 2016), X-DNS-Prefetch-Control:
    // off (no browser prefetches a link's DNS on an HTTPS page unless told to), Origin-Agent-Cluster (it only stops
    // `document.domain` from joining same-site pages, which needs this page to set it too, and it never does).
    // Written by Hono as DOCUMENT_HEADERS['Permissions-Policy'] reads (a worker test compares them).
    permissionsPolicy: Object.fromEntries(UNUSED_FEATURES.map((feature) => [feature, false])),
  });
  return { document, other: secureHeaders(common) };
}

let middlewares: Promise<Middlewares> | undefined;

/**
 * An HTML document, or an answer without a Content-Type of its own: a 304 stands for the page the browser keeps, a
 * redirect has no body. Anything that says it is another kind of file is none.
 */
function isDocument(contentType: string | null): boolean {
  return contentType === null || /^text\/html\b/i.test(contentType);
}

/** `vite dev` injects its own scripts and styles, so there the policy would only get in the way. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    if (__DEV_SERVER__) return next();
    middlewares ??= createMiddlewares();
    const { document, other } = await middlewares;
    await next();
    // Hono's secureHeaders writes its headers after the answer exists: given nothing more to run, it writes them now.
    await (isDocument(c.res.headers.get('content-type')) ? document : other)(c, async () => {});
  };
}
