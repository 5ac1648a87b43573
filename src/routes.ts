// Every page of the site by id, written once: its path, whether it is in the sitemap, and its label where the footer
// links it. The router (src/index.tsx, which names each id's page module), sitemap.xml, every internal link, the audit
// and the tests read this table. It holds no React and no content, so that Node scripts (audit, bench, load test) can
// read it as it is (scripts/check-imports.ts, part of `npm run check`, fails when anything Node runs reaches a .tsx or
// ?picture import). Adding a page: README, "Wie ändere ich …".

export interface Route {
  readonly path: string;
  /** Listed in /sitemap.xml for search engines. */
  readonly sitemap: boolean;
  /** Linked from the footer's legal navigation (spec: Impressum, Datenschutz, AGB) with this label. */
  readonly footerLabel?: string;
}

export const routes = {
  home: { path: '/', sitemap: true },
  impressum: { path: '/impressum', sitemap: true, footerLabel: 'Impressum' },
  datenschutz: { path: '/datenschutz', sitemap: true, footerLabel: 'Datenschutz' },
  agb: { path: '/agb', sitemap: true, footerLabel: 'AGB' },
} as const satisfies Record<string, Route>;

export type RouteId = keyof typeof routes;

/** The path of every page by id, for links: `paths.datenschutz`. */
export const paths = Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, route.path])) as {
  readonly [Id in RouteId]: (typeof routes)[Id]['path'];
};

/** The pages in the footer's legal navigation, in table order, each with its label. */
export const footerRoutes: readonly { readonly path: string; readonly footerLabel: string }[] = Object.values(
  routes as Record<string, Route>,
).flatMap((route) => (route.footerLabel === undefined ? [] : [{ path: route.path, footerLabel: route.footerLabel }]));
