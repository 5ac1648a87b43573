// The Google hosts the Google tag needs for Ads conversions, by CSP directive: allowed only while settings.googleAds is
// set (src/http/security-headers.ts). The pages are cached per deploy, so a per-response nonce is not possible: the
// hosts are listed instead. Pings to a country domain of Google's (google.de and others) may be refused; the
// conversion itself goes to the hosts below.
export const GOOGLE_ADS_HOSTS = {
  script: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
  ],
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
