// The policies every answer of the site carries, pages (src/http/security-headers.ts, through Hono's secureHeaders)
// and static files alike (the `_headers` file that build/static-headers.ts writes from them), in one place.

/** HSTS for a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

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
