// The security headers of the site in one place: those every answer carries, pages (src/http/security-headers.ts,
// through Hono's secureHeaders) and static files alike (the `_headers` file that build/static-headers.ts writes), and
// those only HTML documents carry (docs/sicherheit.md).

/**
 * Features the site never uses, switched off for it and anything it might embed, in the camelCase of Hono's option.
 * Only features Chromium knows (an unknown one is reported on every page): no `bluetooth`.
 */
export const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'displayCapture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickeyCredentialsGet',
  'screenWakeLock',
  'serial',
  'usb',
  'xrSpatialTracking',
  'browsingTopics',
  // Private State Tokens (Google's anti-fraud tokens): issuing or redeeming them is for sites that vouch for visitors;
  // this one does neither, and nothing it embeds may.
  'privateStateTokenIssuance',
  'privateStateTokenRedemption',
  // Requests from the page to the visitor's own network (router, printer, a developer's local servers): the site never
  // makes one, so no script on it may ask the visitor to allow them.
  'localNetworkAccess',
] as const;

/** The `Permissions-Policy` header as Hono writes it from `UNUSED_FEATURES`: `camera=(), display-capture=(), …`. */
export const PERMISSIONS_POLICY = UNUSED_FEATURES.map(
  (feature) => `${feature.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}=()`,
).join(', ');

/**
 * The security headers of every answer, whatever it holds: pages, crawler files, static files. Each means something
 * for any kind of file. HSTS: a browser keeps to HTTPS after any answer over it. nosniff: a file is only ever what its
 * Content-Type says (a text file never runs as a script or styles a page). Referrer-Policy: it also governs the
 * requests a stylesheet makes (its font). CORP: no other site may load the file into its own pages. The worker sets
 * them through Hono's secureHeaders (src/http/security-headers.ts), the `_headers` file of static files lists them as
 * they are (build/static-headers.ts).
 */
export const COMMON_HEADERS = {
  /** HTTPS only, for a year, subdomains included. */
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/**
 * The security headers only an HTML document reads, besides its Content-Security-Policy (src/http/security-headers.ts,
 * with Hono's agent-cluster header): which browser features the page and what it embeds may use, and a window of its
 * own among the windows it opens. No frame of another site around it is the policy's `frame-ancestors 'none'`, which
 * every engine the site serves reads in place of X-Frame-Options (docs/sicherheit.md). A text file, a manifest, a
 * stylesheet or an image has no features, windows or clicks to guard; on them these headers are only bytes, and audits
 * report them as misplaced.
 */
export const DOCUMENT_HEADERS = {
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;
