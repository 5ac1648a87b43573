// No redirect of this site can lead to another one. A path that begins with more than one slash or backslash (also
// percent-encoded: `//other.host/…`, `/\other.host/…`, `/%2F%2Fother.host/…`, `/%5Cother.host/…`) would turn
// into a link to another host as soon as a redirect repeated it, so such a path is collapsed to one slash first, with a
// redirect to the collapsed path. And every redirect the worker sends names a path on this site only, never a host: a
// proxy in front that read `//other.host` as the host (as `vite preview` does) cannot make a redirect leave the site.
import type { MiddlewareHandler } from 'hono';

/** The leading run of separators: slashes and backslashes, raw or percent-encoded. */
const LEADING_SEPARATORS = /^(?:\/|\\|%2f|%5c)+/i;

/** `path` with its leading separators made one slash; it then starts with `/` followed by no separator. */
export function collapseLeadingSeparators(path: string): string {
  return path.replace(LEADING_SEPARATORS, '/');
}

/** A redirect target as a path of this site: its host dropped, its path collapsed. */
export function sameSiteLocation(location: string, requestUrl: string): string {
  const target = new URL(location, requestUrl);
  return `${collapseLeadingSeparators(target.pathname)}${target.search}`;
}

export function sameSite(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const collapsed = collapseLeadingSeparators(url.pathname);
    if (collapsed !== url.pathname) return c.redirect(`${collapsed}${url.search}`, 301);
    await next();
    const location = c.res.headers.get('location');
    if (location !== null) c.res.headers.set('location', sameSiteLocation(location, c.req.url));
  };
}
