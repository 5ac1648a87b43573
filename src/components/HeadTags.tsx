// Search and sharing tags of a page: canonical URL, Open Graph, Twitter card, icons, manifest, theme colour, robots.
import { sharing } from '../content/pages.ts';
import type { PageMeta } from '../content/types.ts';
import { siteUrl } from '../seo/site-url.ts';
import { website } from '../site.ts';

/** `path`: the page's own path, its canonical URL; screens without one (404, error) are kept out of search engines. */
export function HeadTags({ meta, path }: { readonly meta: PageMeta; readonly path?: string | undefined }) {
  const image = siteUrl(website.shareImage.path);
  return (
    <>
      {path === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={siteUrl(path)} />
          <meta property="og:url" content={siteUrl(path)} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={sharing.locale} />
      <meta property="og:site_name" content={sharing.siteName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(website.shareImage.width)} />
      <meta property="og:image:height" content={String(website.shareImage.height)} />
      <meta property="og:image:alt" content={sharing.imageAlt} />
      {/* X reads title, description and image from the Open Graph tags above when its own are missing: only the card's
          kind and the image's text are its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={sharing.imageAlt} />
      <meta name="theme-color" content={website.themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}
