// The Google hosts the Google tag needs for Ads conversions, by CSP directive: allowed only while settings.googleAds is
// set (src/http/content-security-policy.ts). Images, requests and frames only: scripts are allowed by trust, not by
// host ('strict-dynamic': what the site's own trusted scripts load, Google's tag among them, may run), because some
// of these hosts also serve JSONP and old Angular, which a host in script-src would let any page-injected markup use.
// Pings to a country domain of Google's (google.de and others) may be refused; the conversion itself goes to the hosts
// below.
export const GOOGLE_ADS_HOSTS = {
  img: ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.googleadservices.com',
    'https://pagead2.googlesyndication.com',
  ],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
} as const;
