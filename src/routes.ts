// Every page of the site, written once: its path, its title and description, and whether it is in the sitemap or the
// footer's legal links. The router, sitemap.xml, every internal link, the audit and the tests read this table; its
// screen is in screens.tsx, which must name one for every page here (a type error otherwise). The screens stay out of
// this file so that Node scripts (audit, bench, load test) can read the table without React and the build's modules
// (scripts/check-imports.ts, part of `npm run check`, fails when anything Node runs reaches a .tsx or ?picture import).
import { type PageMeta, pageMeta } from './content/pages.ts';

export interface PageEntry {
  readonly path: string;
  readonly meta: PageMeta;
  /** Listed in /sitemap.xml for search engines. */
  readonly sitemap: boolean;
  /** Linked from the footer's legal navigation (spec: Impressum, Datenschutz, AGB), labelled `meta.linkLabel`. */
  readonly legal: boolean;
}

export const pages = {
  home: {
    path: '/',
    meta: pageMeta.home,
    sitemap: true,
    legal: false,
  },
  impressum: {
    path: '/impressum',
    meta: pageMeta.impressum,
    sitemap: true,
    legal: true,
  },
  datenschutz: {
    path: '/datenschutz',
    meta: pageMeta.datenschutz,
    sitemap: true,
    legal: true,
  },
  agb: {
    path: '/agb',
    meta: pageMeta.agb,
    sitemap: true,
    legal: true,
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;

/** The path of every page by id, for links: `paths.datenschutz`. */
export const paths = Object.fromEntries(Object.entries(pages).map(([id, page]) => [id, page.path])) as {
  readonly [Id in PageId]: (typeof pages)[Id]['path'];
};

/** The pages in the footer's legal navigation, in table order. */
export const legalPages: readonly PageEntry[] = Object.values(pages).filter((page) => page.legal);
