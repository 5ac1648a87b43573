// The site's own addresses as absolute URLs (canonical links, sitemap, structured data), from the one origin in site.ts.
import { website } from '../site.ts';

/** `path` on the site's origin: `/impressum` → `https://…/impressum`. */
export const siteUrl = (path: string): string => new URL(path, website.origin).href;
