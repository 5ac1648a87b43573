// The policies every answer of the site carries, pages (src/http/security-headers.ts, through Hono's secureHeaders)
// and static files alike (the `_headers` file that build/static-headers.ts writes from them), in one place.

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
] as const;

/** The `Permissions-Policy` header as Hono writes it from `UNUSED_FEATURES`: `camera=(), display-capture=(), …`. */
export const PERMISSIONS_POLICY = UNUSED_FEATURES.map(
  (feature) => `${feature.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}=()`,
).join(', ');

/**
 * The security headers of every answer, pages and static files alike, beside the Content-Security-Policy each kind
 * sets for itself. The worker sets them through Hono's secureHeaders (src/http/security-headers.ts), the `_headers`
 * file for static files lists them as they are (build/static-headers.ts).
 */
export const SECURITY_HEADERS = {
  /** HTTPS only, for a year, subdomains included. */
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
} as const;
