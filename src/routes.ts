// The path of every page, written once: the route table (index.tsx), the sitemap, the audit and the tests read it.

export const paths = {
  home: '/',
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  agb: '/agb',
} as const;

export type PageId = keyof typeof paths;
