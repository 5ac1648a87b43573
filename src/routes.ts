// Every page of the site by id, written once: its path, whether it is in the sitemap, and its label where the footer
// links it. The router (src/index.tsx, which finds each id's page module by its file name, src/pages/<id>.page.tsx),
// sitemap.xml, every internal link, the audit and the tests read this table. It holds no React and no content, so that Node scripts (audit, bench, load test) can
// read it as it is (scripts/check-imports.ts, part of `npm run check`, fails when anything Node runs reaches a .tsx or
// ?picture import). Adding a page: README, "Wie ändere ich …".

/** The footer's groups of page links: pages about the offer, and the legal texts (spec: Impressum, Datenschutz, AGB). */
export type FooterGroup = 'info' | 'legal';

export interface Route {
  readonly path: string;
  /** Listed in /sitemap.xml for search engines. */
  readonly sitemap: boolean;
  /** Linked from the footer with this label, in this group (a group without a page is not shown). */
  readonly footer?: { readonly label: string; readonly group: FooterGroup };
}

export const routes = {
  home: { path: '/', sitemap: true },
  impressum: { path: '/impressum', sitemap: true, footer: { label: 'Impressum', group: 'legal' } },
  datenschutz: { path: '/datenschutz', sitemap: true, footer: { label: 'Datenschutz', group: 'legal' } },
  agb: { path: '/agb', sitemap: true, footer: { label: 'AGB', group: 'legal' } },
} as const satisfies Record<string, Route>;

export type RouteId = keyof typeof routes;

/** The path of every page by id, for links: `paths.datenschutz`. */
export const paths = Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, route.path])) as {
  readonly [Id in RouteId]: (typeof routes)[Id]['path'];
};

/** The pages the footer links in `group`, in table order: label and path. */
export function footerLinks(group: FooterGroup): readonly { readonly label: string; readonly href: string }[] {
  return Object.values(routes as Record<string, Route>).flatMap(({ path, footer }) =>
    footer?.group === group ? [{ label: footer.label, href: path }] : [],
  );
}
